import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { refusalOf } from '../common/domain-error';
import { normalizePhone } from '../common/validators/phone';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { masterBookingLink, organizationBookingLink, organizationMasterBookingLink } from '../deep-links/booking-links';
import { ACTOR_REFUSALS, actAs } from './act-as';
import { OWN_BOOKING_LINKS_SQL } from './own-booking-links.sql';
import { updateUserFields } from './user-store';
import type { AccountPort, OwnBookingLink, SavePhoneResult } from './verified-phone.contract';

/** The person in the chat, as the bot asks about them: their booking links, their shared contact. */
@Injectable()
export class AccountForBot implements AccountPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ownBookingLinks(telegramId: number): Promise<OwnBookingLink[]> {
    const bot = this.config.botUsername;
    const rows: { kind: OwnBookingLink['kind']; code: string; org_name: string | null }[] = await this.db.query(
      OWN_BOOKING_LINKS_SQL,
      [telegramId],
    );
    return rows.map((r) => ({
      kind: r.kind,
      organizationName: r.org_name,
      link:
        r.kind === 'master'
          ? masterBookingLink(bot, r.code)
          : r.kind === 'organization'
            ? organizationBookingLink(bot, r.code)
            : organizationMasterBookingLink(bot, r.code),
    }));
  }

  saveVerifiedPhone(telegramId: number, rawPhone: string): Promise<SavePhoneResult> {
    return refusalOf(ACTOR_REFUSALS, async () => {
      const user = await actAs(this.db, telegramId);
      // Telegram sends contact numbers in international form, usually without the leading +.
      const trimmed = rawPhone.replace(/[\s()-]/g, '');
      const phone = normalizePhone(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
      if (!phone) return { ok: false, reason: 'invalid' } as const;
      await updateUserFields(this.db.manager, user.id, { phone, phoneVerified: true });
      return { ok: true, phone } as const;
    });
  }
}
