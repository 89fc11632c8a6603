/**
 * What every journey needs: the real server in webhook mode against the loopback fake Bot API, one
 * headless Chromium with an isolated context (own storage, own clipboard) per person in the story,
 * a hand-driven outbox worker, and a step helper that names the failing step and keeps its
 * screenshots and browser console.
 */
import { join } from 'node:path';
import { chromium, type Browser as PwBrowser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { AppConfig } from '../../../../src/config/app.config';
import { BotService } from '../../../../src/telegram/bot.service';
import { OutboxWorker } from '../../../../src/telegram/outbox-worker';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';
import { startFakeBotApi, type FakeBotApi, type FakeCall } from '../../../support/fake-bot-api';
import { tgUser, type TgUser } from '../../../support/test-app';
import { ARTIFACTS, keepFailure, PHONE, telegramHash, watchedPage, type Watched } from '../../support/browser';
import { startServer, type RunningServer } from '../../support/server';

export const WEBHOOK_SECRET = 'journey-secret';

/** One person in a story: their Telegram account and their own phone (browser context). */
export interface Person {
  name: string;
  /** Artifacts folder of this person in this journey, relative to artifacts/. */
  group: string;
  tg: TgUser;
  context: BrowserContext;
  w: Watched;
  page: Page;
  /** Saves a numbered screenshot of this person's screen under artifacts/journeys/<file>/journey-<N>/<person>/. */
  shot(name: string): Promise<void>;
}

export interface BotReply {
  call: FakeCall;
  text: string;
  buttons: { text: string; web_app?: { url: string }; callback_data?: string }[];
}

export interface Journey {
  name: string;
  server: RunningServer;
  fake: FakeBotApi;
  worker: OutboxWorker;
  /** A new person with their own browser context (clipboard allowed), not registered yet. */
  person(name: string, fields?: Partial<TgUser>): Promise<Person>;
  /** Runs one named step; on failure keeps every open screen + console and rethrows naming the step. */
  step<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** The person writes `text` to the bot (commands carry a bot_command entity); returns the bot's replies. */
  say(who: TgUser, text: string): Promise<BotReply[]>;
  /** The person taps an inline callback button under one of the bot's messages. */
  tap(who: TgUser, reply: BotReply, buttonText: string): Promise<void>;
  /** The outbox worker delivers what is due, as the person's phone would receive it; returns new messages per chat. */
  deliverNotices(): Promise<void>;
  /** Successful sendMessage calls to one chat (oldest first). */
  messagesTo(who: TgUser): BotReply[];
  /** Closes every person's browser context (call after each journey: people do not carry over). */
  endScene(): Promise<void>;
  /** The mini app URL behind a web_app button: the bot's URL with this server's origin and signed launch data. */
  openWebApp(person: Person, url: string): Promise<void>;
  /** Opens a mini app path directly (as from the menu button) with the person's launch data. */
  openPath(person: Person, path: string): Promise<void>;
  close(): Promise<void>;
}

let updateSeq = 5_000_000 + Math.floor(Math.random() * 1_000_000);
let messageSeq = 1;

const fromOf = (u: TgUser) => ({
  id: u.id,
  is_bot: false as const,
  first_name: u.first_name,
  last_name: u.last_name,
  username: u.username,
  language_code: u.language_code,
});

const slug = (s: string) => s.replace(/[^a-z0-9._-]+/gi, '_').replace(/^_+|_+$/g, '');

export function toReply(call: FakeCall): BotReply {
  const markup = call.payload.reply_markup as { inline_keyboard?: BotReply['buttons'][] } | string | undefined;
  const parsed =
    typeof markup === 'string' ? (JSON.parse(markup) as { inline_keyboard?: BotReply['buttons'][] }) : markup;
  const text = typeof call.payload.text === 'string' ? call.payload.text : '';
  return { call, text, buttons: (parsed?.inline_keyboard ?? []).flat() };
}

/** The one button of a reply with this text (fails clearly when the bot did not send it). */
export function button(reply: BotReply, text: string): BotReply['buttons'][number] {
  const found = reply.buttons.find((b) => b.text === text);
  if (!found)
    throw new Error(
      `the bot's message has no button "${text}" (buttons: ${reply.buttons.map((b) => b.text).join(', ') || 'none'})`,
    );
  return found;
}

/** `config`: settings of this journey's server besides the journey's own (e.g. the map's tile address). */
export async function startJourney(name: string, config: Partial<AppConfig> = {}): Promise<Journey> {
  const fake = await startFakeBotApi();
  const server = await startServer({
    botMode: 'webhook',
    webhookSecret: WEBHOOK_SECRET,
    telegramApiRoot: fake.url,
    outboxWorker: false,
    ...config,
    // A private build for runs while someone else rebuilds webapp/dist (hashed chunks would vanish mid-run).
    ...(process.env.JOURNEY_WEBAPP_DIST ? { webappDist: process.env.JOURNEY_WEBAPP_DIST } : {}),
  });
  const bot = server.app.get(BotService);
  await bot.profileReady;
  const worker = server.app.get(OutboxWorker);
  // The person is "on their phone" when the step says so: no pacing waits, every due notice goes out.
  worker.useTiming({ sleep: async () => undefined });
  worker.usePolicy({ perChatIntervalMs: 0 });
  const browser: PwBrowser = await chromium.launch(chromiumLaunchOptions());
  const people: Person[] = [];
  const shotSeq = new Map<string, number>();
  const dir = join(ARTIFACTS, 'journeys', slug(name));

  const webhook = async (update: Record<string, unknown>) => {
    const res = await fetch(`${server.baseUrl}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET },
      body: JSON.stringify(update),
    });
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`);
    // The webhook may answer before the update is handled (a slow update must not make Telegram resend
    // it); the person reads the chat once the bot has finished.
    await bot.idle();
  };

  const messagesTo = (who: TgUser) =>
    fake
      .callsOf('sendMessage', { okOnly: true })
      .filter((c) => Number(c.payload.chat_id) === who.id)
      .map(toReply);

  const journey: Journey = {
    name,
    server,
    fake,
    worker,
    async person(personName, fields = {}) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: 'ru-RU',
        timezoneId: 'Europe/Moscow',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      // Screens are kept per journey and person: artifacts/journeys/<file>/<journey N>/<person>/
      const test = /(?:^|\s)(\d+)\.\s/.exec(expect.getState().currentTestName ?? '');
      const group = join('journeys', slug(name), test ? `journey-${test[1]}` : 'scene', slug(personName));
      const w = await watchedPage({ context, close: () => context.close() }, group);
      const tg = tgUser(fields);
      const p: Person = {
        name: personName,
        group,
        tg,
        context,
        w,
        page: w.page,
        async shot(shotName) {
          const key = group;
          const n = (shotSeq.get(key) ?? 0) + 1;
          shotSeq.set(key, n);
          await w.shot(`${String(n).padStart(2, '0')}-${shotName}`);
        },
      };
      people.push(p);
      return p;
    },
    async step(stepName, fn) {
      try {
        return await fn();
      } catch (e) {
        for (const p of people) {
          p.w.consoleErrors.push(`(failed step "${stepName}" at ${p.page.url()})`);
          await keepFailure(p.w, p.group, stepName);
        }
        const message = e instanceof Error ? e.message : String(e);
        const err = new Error(
          `journey "${name}", step "${stepName}" failed: ${message}\n(screenshots and console under ${dir})`,
        );
        if (e instanceof Error && e.stack) err.stack = `${err.message}\n${e.stack.split('\n').slice(1).join('\n')}`;
        throw err;
      }
    },
    async say(who, text) {
      const before = messagesTo(who).length;
      const command = /^\/\w+/.exec(text);
      await webhook({
        update_id: updateSeq++,
        message: {
          message_id: messageSeq++,
          date: Math.floor(Date.now() / 1000),
          chat: { id: who.id, type: 'private', first_name: who.first_name, username: who.username },
          from: fromOf(who),
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
        },
      });
      return messagesTo(who).slice(before);
    },
    async tap(who, reply, buttonText) {
      const b = button(reply, buttonText);
      if (!b.callback_data) throw new Error(`button "${buttonText}" is not a callback button`);
      await webhook({
        update_id: updateSeq++,
        callback_query: {
          id: String(updateSeq++),
          from: fromOf(who),
          chat_instance: `ci${who.id}`,
          data: b.callback_data,
          message: {
            message_id: messageSeq++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: who.id, type: 'private', first_name: who.first_name },
            from: { id: 123456789, is_bot: true, first_name: 'Test Booking Bot', username: 'test_booking_bot' },
            text: reply.text,
          },
        },
      });
    },
    async deliverNotices() {
      // A round defers nothing with this policy; loop until a round finds nothing due.
      for (let i = 0; i < 20; i++) {
        const r = await worker.runOnce();
        if (r.claimed === 0) return;
      }
      throw new Error('the outbox did not drain in 20 rounds');
    },
    messagesTo,
    async openWebApp(p, url) {
      const u = new URL(url);
      // From about:blank, so the same path with a new hash is a fresh start of the app, not a fragment jump.
      await p.page.goto('about:blank');
      await p.page.goto(`${server.baseUrl}${u.pathname}${u.search}#${telegramHash(p.tg)}`);
    },
    async openPath(p, path) {
      await p.page.goto('about:blank');
      await p.page.goto(`${server.baseUrl}${path}#${telegramHash(p.tg)}`);
    },
    async endScene() {
      const leaving = people.splice(0, people.length);
      for (const p of leaving) await p.context.close().catch(() => undefined);
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
      await fake.close();
    },
  };
  return journey;
}

/** Waits until the locator shows this exact text somewhere (what the person reads). */
export async function seeText(scope: Page | Locator, text: string | RegExp, timeout = 15000): Promise<void> {
  await scope.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/** Waits for the screen title (the page's navigation bar) to read exactly `text`. */
export async function seeTitle(page: Page, text: string, timeout = 15000): Promise<void> {
  await page
    .locator('.adm-nav-bar-title')
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: 'visible', timeout });
}

/** The text box a person fills in, by its label. */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/** Uncaught exceptions in a person's page (console noise from expected 4xx is allowed). */
export function pageErrors(p: Person): string[] {
  return p.w.consoleErrors.filter((e) => e.startsWith('pageerror:'));
}
