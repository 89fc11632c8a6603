import { User } from '../users/entities/user.entity';
import { MasterProfile } from '../users/entities/master-profile.entity';
import { UserRole } from '../additional-roles/entities/user-role.entity';
import { Organization } from '../organizations/entities/organization.entity';
import { OrganizationMember } from '../organizations/entities/organization-member.entity';
import { Invitation } from '../invitations/entities/invitation.entity';
import { Service } from '../services/entities/service.entity';
import { Appointment } from '../appointments/entities/appointment.entity';
import { ErrorLog } from '../logs/entities/error-log.entity';
import { OutboxMessage } from '../notifications/entities/outbox-message.entity';
import { BotSession } from '../telegram/entities/bot-session.entity';
import { ProcessedUpdate } from '../telegram/entities/processed-update.entity';
import { MasterSchedule } from '../schedules/entities/master-schedule.entity';
import { ScheduleOverride } from '../schedules/entities/schedule-override.entity';
import { ScheduleBlock } from '../schedules/entities/schedule-block.entity';
import { OrganizationMasterServices } from '../schedules/entities/organization-master-services.entity';
import { CalendarFeed } from '../calendar-feed/entities/calendar-feed.entity';
import { WaitlistEntry } from '../waitlist/entities/waitlist-entry.entity';
import { WaitlistOffer } from '../waitlist/entities/waitlist-offer.entity';
import { AppointmentReminder } from '../reminders/entities/appointment-reminder.entity';
import { MasterAgenda } from '../reminders/entities/master-agenda.entity';
import { Review } from '../reviews/entities/review.entity';

export const ENTITIES = [
  User,
  MasterProfile,
  UserRole,
  Organization,
  OrganizationMember,
  Invitation,
  Service,
  Appointment,
  ErrorLog,
  OutboxMessage,
  BotSession,
  ProcessedUpdate,
  MasterSchedule,
  ScheduleOverride,
  ScheduleBlock,
  OrganizationMasterServices,
  CalendarFeed,
  WaitlistEntry,
  WaitlistOffer,
  AppointmentReminder,
  MasterAgenda,
  Review,
];
