import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { CaldavProvider } from './caldav-provider';
import type { CalendarProvider } from './calendar-provider';
import { GoogleProvider } from './google-provider';

/** The one client per calendar service, made here with its settings; the service and the rounds receive it. */
@Injectable()
export class CalendarClients {
  readonly caldav: CaldavProvider;
  readonly google: GoogleProvider;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.caldav = new CaldavProvider({ allowHttp: config.caldavAllowHttp });
    this.google = new GoogleProvider(config, `${config.webappUrl}/api/calendar-sync/google/callback`);
  }

  get all(): Record<'google' | 'caldav', CalendarProvider> {
    return { google: this.google, caldav: this.caldav };
  }
}
