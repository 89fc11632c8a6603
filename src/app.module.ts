import { BotApiModule } from './bot-api/bot-api.module';
import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app.config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './auth/auth.module';
import { AccessModule } from './access/access.module';
import { HealthModule } from './health/health.module';
import { DevLoginModule } from './dev-login/dev-login.module';
import { RegistrationModule } from './registration/registration.module';
import { UsersModule } from './users/users.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { InvitationsModule } from './invitations/invitations.module';
import { ServicesModule } from './services/services.module';
import { AdditionalRolesModule } from './additional-roles/additional-roles.module';
import { AdminModule } from './admin/admin.module';
import { PublicModule } from './public/public.module';
import { LogsModule } from './logs/logs.module';
import { NotificationsModule } from './notifications/notifications.module';
import { TelegramModule } from './telegram/telegram.module';
import { DeepLinksModule } from './deep-links/deep-links.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SchedulesModule } from './schedules/schedules.module';
import { ClockModule } from './common/clock.module';
import { AppointmentsModule } from './appointments/appointments.module';
import { DepositsModule } from './deposits/deposits.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { RemindersModule } from './reminders/reminders.module';
import { ReviewsModule } from './reviews/reviews.module';
import { FavoritesModule } from './favorites/favorites.module';
import { SearchModule } from './search/search.module';
import { StatisticsModule } from './statistics/statistics.module';
import { DigestModule } from './statistics/digest/digest.module';
import { ClientsModule } from './clients/clients.module';
import { CalendarSyncModule } from './calendar-sync/calendar-sync.module';
import { ExportsModule } from './exports/exports.module';
import { MapModule } from './map/map.module';
import { BillingModule } from './billing/billing.module';
import { SupportModule } from './support/support.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { NotificationTemplatesModule } from './notification-templates/notification-templates.module';
import { SessionsModule } from './sessions/sessions.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        ClockModule,
        BotApiModule,
        DatabaseModule.forRoot(config),
        AuthModule,
        AccessModule,
        RateLimitModule,
        HealthModule,
        NotificationsModule,
        BillingModule,
        DeepLinksModule,
        RegistrationModule,
        UsersModule,
        OrganizationsModule,
        InvitationsModule,
        ServicesModule,
        AdditionalRolesModule,
        AdminModule,
        PublicModule,
        SchedulesModule,
        AppointmentsModule,
        DepositsModule,
        CalendarFeedModule,
        WaitlistModule,
        RemindersModule,
        ReviewsModule,
        FavoritesModule,
        SearchModule,
        StatisticsModule,
        DigestModule,
        ClientsModule,
        CalendarSyncModule,
        ExportsModule,
        MapModule,
        SupportModule,
        ApiKeysModule,
        WebhooksModule,
        NotificationTemplatesModule,
        SessionsModule,
        LogsModule,
        TelegramModule,
        ...(config.devLogin ? [DevLoginModule] : []),
      ],
    };
  }
}
