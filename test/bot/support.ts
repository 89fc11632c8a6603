import type { Update } from 'grammy/types';
import { createTestApp, TestApp, TgUser } from '../support/test-app';
import { FakeBotApi, FakeCall, startFakeBotApi } from '../support/fake-bot-api';
import { OutboxWorker } from '../../src/telegram/outbox-worker';
import { BotService } from '../../src/telegram/bot.service';
import type { AppConfig } from '../../src/config/app.config';

export const WEBHOOK_SECRET = 's3cret';
export const WEBHOOK = '/api/telegram/webhook';

let updateSeq = 1_000_000 + Math.floor(Math.random() * 1_000_000);
let messageSeq = 1;
export const nextUpdateId = () => updateSeq++;

export interface BotTest {
  t: TestApp;
  fake: FakeBotApi;
  worker: OutboxWorker;
  /** Frozen clock of the outbox worker (advance with `clock.ms += …`). */
  clock: { ms: number };
  /** Sends one update through the real webhook route; resolves when it was handled. */
  deliver(update: Update, secret?: string): Promise<{ status: number; body: unknown }>;
  /** sendMessage calls to one chat, successful ones only. */
  messagesTo(chatId: number): FakeCall[];
  close(): Promise<void>;
}

/** The real app in webhook mode against a fake Bot API, with a hand-driven outbox worker. */
export async function startBotTest(overrides: Partial<AppConfig> = {}, fake?: FakeBotApi): Promise<BotTest> {
  const api = fake ?? (await startFakeBotApi());
  const t = await createTestApp({
    botMode: 'webhook',
    webhookSecret: WEBHOOK_SECRET,
    telegramApiRoot: api.url,
    outboxWorker: false,
    ...overrides,
  });
  await t.app.get(BotService).profileReady;
  const worker = t.app.get(OutboxWorker);
  const clock = { ms: Date.now() };
  worker.useTiming({ now: () => new Date(clock.ms), sleep: () => Promise.resolve() });
  return {
    t,
    fake: api,
    worker,
    clock,
    async deliver(update, secret = WEBHOOK_SECRET) {
      const res = await t.http.post(WEBHOOK).set('X-Telegram-Bot-Api-Secret-Token', secret).send(update);
      // The webhook may answer before a slow update is handled; the test reads the chat after the bot.
      await t.app.get(BotService).idle();
      return { status: res.status, body: res.body };
    },
    messagesTo(chatId) {
      return api.callsOf('sendMessage', { okOnly: true }).filter((c) => Number(c.payload.chat_id) === chatId);
    },
    async close() {
      await t.close();
      if (!fake) await api.close();
    },
  };
}

const fromOf = (u: TgUser) => ({
  id: u.id,
  is_bot: false as const,
  first_name: u.first_name,
  last_name: u.last_name,
  username: u.username,
  language_code: u.language_code,
});

/** A private-chat text message as Telegram sends it (commands carry a bot_command entity). */
export function textUpdate(u: TgUser, text: string): Update {
  const command = /^\/\w+/.exec(text);
  return {
    update_id: nextUpdateId(),
    message: {
      message_id: messageSeq++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: u.id, type: 'private', first_name: u.first_name, username: u.username },
      from: fromOf(u),
      text,
      ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
    },
  };
}

export const startUpdate = (u: TgUser, payload?: string) => textUpdate(u, payload ? `/start ${payload}` : '/start');

/** The user shares a contact (their own when contactUserId is their id). */
export function contactUpdate(u: TgUser, phone: string, contactUserId: number | undefined): Update {
  return {
    update_id: nextUpdateId(),
    message: {
      message_id: messageSeq++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: u.id, type: 'private', first_name: u.first_name },
      from: fromOf(u),
      contact: {
        phone_number: phone,
        first_name: u.first_name,
        ...(contactUserId !== undefined ? { user_id: contactUserId } : {}),
      },
    },
  };
}

/** The user shares a location (the request_location button or the attachment menu). */
export function locationUpdate(u: TgUser, latitude: number, longitude: number): Update {
  return {
    update_id: nextUpdateId(),
    message: {
      message_id: messageSeq++,
      date: Math.floor(Date.now() / 1000),
      chat: { id: u.id, type: 'private', first_name: u.first_name },
      from: fromOf(u),
      location: { latitude, longitude },
    },
  };
}

/** A tap on an inline button under a message the bot sent to `u`. */
export function callbackUpdate(u: TgUser, data: string, message?: { message_id: number; text: string }): Update {
  return {
    update_id: nextUpdateId(),
    callback_query: {
      id: String(nextUpdateId()),
      from: fromOf(u),
      chat_instance: `ci${u.id}`,
      data,
      message: {
        message_id: message?.message_id ?? messageSeq++,
        date: Math.floor(Date.now() / 1000),
        chat: { id: u.id, type: 'private', first_name: u.first_name },
        from: { id: 123456789, is_bot: true, first_name: 'bot', username: 'test_booking_bot' },
        text: message?.text ?? 'notice',
      },
    },
  };
}

/** The single inline button of a reply, as sent to Telegram. */
export function inlineButtons(call: FakeCall): { text: string; web_app?: { url: string }; callback_data?: string }[] {
  const markup = call.payload.reply_markup as { inline_keyboard?: { text: string }[][] } | undefined;
  return (markup?.inline_keyboard ?? []).flat();
}
