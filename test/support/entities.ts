/**
 * Every entity, for tests that open a data source of their own (a migration spec) outside the application,
 * where each module registers its entities itself (autoLoadEntities).
 */
import { UserRole } from '../../src/users/entities/user-role.entity';
import { Appointment } from '../../src/appointments/entities/appointment.entity';
import { CalendarFeed } from '../../src/calendar-feed/entities/calendar-feed.entity';
import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { ErrorLog } from '../../src/logs/entities/error-log.entity';
import { OutboxMessage } from '../../src/notifications/entities/outbox-message.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { Organization } from '../../src/organizations/entities/organization.entity';
import { AppointmentReminder } from '../../src/reminders/entities/appointment-reminder.entity';
import { MasterAgenda } from '../../src/reminders/entities/master-agenda.entity';
import { Review } from '../../src/reviews/entities/review.entity';
import { MasterSchedule } from '../../src/schedules/entities/master-schedule.entity';
import { OrganizationMasterServices } from '../../src/schedules/entities/organization-master-services.entity';
import { ScheduleBlock } from '../../src/schedules/entities/schedule-block.entity';
import { ScheduleOverride } from '../../src/schedules/entities/schedule-override.entity';
import { Service } from '../../src/services/entities/service.entity';
import { BotSession } from '../../src/telegram/entities/bot-session.entity';
import { ProcessedUpdate } from '../../src/telegram/entities/processed-update.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { User } from '../../src/users/entities/user.entity';
import { WaitlistEntry } from '../../src/waitlist/entities/waitlist-entry.entity';
import { WaitlistOffer } from '../../src/waitlist/entities/waitlist-offer.entity';

export const ALL_ENTITIES = [
  UserRole,
  Appointment,
  CalendarFeed,
  Invitation,
  ErrorLog,
  OutboxMessage,
  OrganizationMember,
  Organization,
  AppointmentReminder,
  MasterAgenda,
  Review,
  MasterSchedule,
  OrganizationMasterServices,
  ScheduleBlock,
  ScheduleOverride,
  Service,
  BotSession,
  ProcessedUpdate,
  MasterProfile,
  User,
  WaitlistEntry,
  WaitlistOffer,
];
