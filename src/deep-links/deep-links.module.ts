import { Global, Module } from '@nestjs/common';
import { DeepLinksService } from './deep-links.service';

@Global()
@Module({ providers: [DeepLinksService], exports: [DeepLinksService] })
export class DeepLinksModule {}
