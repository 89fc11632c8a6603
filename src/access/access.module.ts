import { Global, Module } from '@nestjs/common';
import { BusinessViewService } from './business-view.service';

/**
 * The access rules that need a service: the business view (whose bookings a caller's numbers, client base
 * and exports read, and whose plan the Pro gate judges). Global, so a module whose routes carry
 * @RequiresPlan finds the view without importing the folders that read it.
 */
@Global()
@Module({
  providers: [BusinessViewService],
  exports: [BusinessViewService],
})
export class AccessModule {}
