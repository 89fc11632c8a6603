import { Module } from '@nestjs/common';
import { StatisticsModule } from '../statistics.module';
import { DigestController } from './digest.controller';
import { DigestService } from './digest.service';

/** The weekly digest: its switch, and the dispatch the reminder runner calls each round. */
@Module({
  imports: [StatisticsModule],
  controllers: [DigestController],
  providers: [DigestService],
  exports: [DigestService],
})
export class DigestModule {}
