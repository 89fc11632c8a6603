import { Global, Module } from '@nestjs/common';
import { CLOCK, SystemClock } from './clock';

/** The one clock every service asks for "now" (tests stop or move it through `app.get(CLOCK)`). Global:
 *  a folder needs the time, not the folder that happened to provide it. */
@Global()
@Module({
  providers: [{ provide: CLOCK, useFactory: () => new SystemClock() }],
  exports: [CLOCK],
})
export class ClockModule {}
