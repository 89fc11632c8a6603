// What some notices carry besides their text: an export's file, the digest's chart. Loaded just before the
// send, so a row that waits (pace, 429) holds no bytes in memory.
import { Api, InputFile } from 'grammy';
import type { DataSource } from 'typeorm';
import { langOf } from '../../bot/locales';
import type { RenderedNotification } from '../../bot/notifications/render';
import { EXPORT_DOCUMENT_SQL } from '../exports/export.sql';
import type { WeeklyDigestNotice } from '../notifications/notification-kinds';
import { digestChartPng } from '../statistics/digest/digest-chart';
import type { ClaimedRow } from '../notifications/outbox-rows';

export type OutboxAttachment = { method: 'sendDocument' | 'sendPhoto'; file: InputFile };

/** Thrown when a notice's file is gone (an export expired before it could be sent): the row fails. */
export class AttachmentGoneError extends Error {}

export async function attachmentOf(
  db: DataSource,
  row: ClaimedRow,
  language: string | null | undefined,
  now: Date,
): Promise<OutboxAttachment | null> {
  if (row.kind === 'export_ready') {
    const [file]: { file_name: string; content: Buffer }[] = await db.query(EXPORT_DOCUMENT_SQL, [
      row.payload.export_id,
      now,
    ]);
    if (!file) throw new AttachmentGoneError('export file gone');
    return { method: 'sendDocument', file: new InputFile(Buffer.from(file.content), file.file_name) };
  }
  if (row.kind === 'weekly_digest') {
    const png = await digestChartPng(row.payload as unknown as WeeklyDigestNotice, langOf(language));
    return { method: 'sendPhoto', file: new InputFile(png, 'digest.png') };
  }
  return null;
}

/** A notice as a message, or as a file or picture with the text as its caption. */
export async function sendNotice(
  api: Api,
  chatId: string,
  message: RenderedNotification,
  attachment: OutboxAttachment | null,
): Promise<void> {
  if (!attachment) {
    await api.sendMessage(chatId, message.text, {
      reply_markup: message.reply_markup,
      link_preview_options: { is_disabled: true },
    });
  } else if (attachment.method === 'sendDocument') {
    await api.sendDocument(chatId, attachment.file, { caption: message.text, reply_markup: message.reply_markup });
  } else {
    await api.sendPhoto(chatId, attachment.file, { caption: message.text, reply_markup: message.reply_markup });
  }
}
