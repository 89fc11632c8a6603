import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotificationDraft, NotificationKind } from './notification-kinds';
import { OUTBOX_INSERT_SQL, outboxDraftsJson } from './outbox-sql';

/** Writes notices into the durable outbox; the bot's delivery worker sends them. */
@Injectable()
export class NotificationsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Pass the transaction's manager so the notice commits (or not) with the change it reports. */
  async enqueue<K extends NotificationKind>(drafts: NotificationDraft<K>[], manager?: EntityManager): Promise<number> {
    if (drafts.length === 0) return 0;
    // one statement, which also reads the business's own texts for the drafts that may use them
    await (manager ?? this.db.manager).query(OUTBOX_INSERT_SQL, [outboxDraftsJson(drafts)]);
    return drafts.length;
  }

  async counts(): Promise<{ pending: number; sent: number; failed: number; undeliverable: number }> {
    const rows: { status: string; n: string }[] = await this.db.query(
      `SELECT status, count(*) AS n FROM outbox_messages GROUP BY status`,
    );
    const get = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
    return {
      pending: get('pending') + get('sending'),
      sent: get('sent'),
      failed: get('failed'),
      undeliverable: get('undeliverable'),
    };
  }
}
