// Two servers, one database (how the product scales out): two real server processes started at once on one new
// PostgreSQL database (they migrate it together), the bot in webhook mode against one fake Bot API, the outbox sender
// (it sends only on the leader) and the reminder runner (it claims due rows on every instance) on in both. Reminders
// fall due by the test moving their due_at to now; the servers keep their real clocks. Run alone:
//   NODE_OPTIONS='--experimental-vm-modules --no-warnings' npx jest --config jest.config.cjs test/cluster/two-instances
// The processes run src/main.ts from source (test/support/run-ts.cjs): no build needed.
import type { Update } from 'grammy/types';
import { Invitation } from '../../src/invitations/entities/invitation.entity';
import { OrganizationMember } from '../../src/organizations/entities/organization-member.entity';
import { callbackUpdate, inlineButtons, startUpdate, textUpdate } from '../bot/support';
import { makeInvitation, makeMaster, makeOwner, makeService, makeUser, Made } from '../factories';
import { makeSchedule, weeklyPattern } from '../factories/schedules';
import type { FakeCall } from '../support/fake-bot-api';
import { tgUser } from '../support/test-app';
import { Cluster, Instance, startCluster, until } from './cluster-support';

jest.setTimeout(90_000);

const HOUR = 3_600_000;
const ALL_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]])),
);
/** Whole hours from the day after tomorrow (UTC), so every booking is a free slot in the future. */
const slot = (k: number) => new Date(Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 2 * 24 * HOUR + k * HOUR);

interface Bookable extends Made {
  serviceId: number;
}

describe('two instances on one PostgreSQL database', () => {
  let c: Cluster;
  let A: Instance;
  let B: Instance;
  let client: Made;
  let hour = 0;

  beforeAll(async () => {
    c = await startCluster(['A', 'B']);
    [A, B] = c.instances;
    client = await makeUser(c.db, 'client');
  });
  afterAll(() => c?.close());

  /** A master who works around the clock, with one service. */
  async function bookable(): Promise<Bookable> {
    const m = await makeMaster(c.db);
    await makeSchedule(c.db, m.user.id, { pattern: ALL_DAY, minNoticeMinutes: 0 });
    const service = await makeService(c.db, { masterId: m.user.id });
    return { ...m, serviceId: service.id };
  }
  /** A booking through `on`, as `who` (the shared client unless told); returns its id. */
  async function book(on: Instance, m: Bookable, who: Made = client): Promise<number> {
    const res = await c.api(on, 'POST', '/appointments', who.tg, {
      master_id: m.user.id,
      service_id: m.serviceId,
      starts_at: slot(hour++).toISOString(),
    });
    expect(res.status).toBe(201);
    return (res.body as { id: number }).id;
  }
  /** Outbox rows not yet delivered (pending or claimed). */
  const undelivered = async () =>
    Number(
      (
        await c.db.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM outbox_messages WHERE status IN ('pending', 'sending')`,
        )
      )[0].n,
    );
  const other = (i: Instance) => (i === A ? B : A);
  /** Reminders of booking `id` sent (to whichever chat), known by their «Приду» button. */
  const reminderOf = (id: number) =>
    c.fake
      .callsOf('sendMessage', { okOnly: true })
      .filter((call) => inlineButtons(call).some((b) => b.callback_data === `rem:come:${id}`));

  it('exactly one of them leads (holds the advisory lock); the other knows it follows', async () => {
    const leader = await until('a leader', () => c.leader());
    expect(c.instances).toContain(leader);
    await other(leader).proc.waitFor(/another instance leads/);
    expect(leader.proc.output()).toContain('this instance leads');
  });

  it('webhook updates spread over both are each handled once; one update_id delivered to both is handled once', async () => {
    const users = Array.from({ length: 16 }, () => tgUser());
    const spread = users.slice(0, 10).map((u, i) => ({ u, update: startUpdate(u), to: i % 2 ? A : B }));
    const twice = users.slice(10).map((u) => ({ u, update: textUpdate(u, '/start') }));
    const statuses = await Promise.all([
      ...spread.map(({ update, to }) => c.deliver(to, update)),
      ...twice.flatMap(({ update }) => [c.deliver(A, update), c.deliver(B, update)]),
    ]);
    expect(statuses.every((s) => s === 200)).toBe(true);

    for (const { u, to } of spread) {
      const replies = c.messagesTo(u.id);
      expect(replies).toHaveLength(1);
      expect(replies[0].via).toBe(to.name); // answered by the instance that got the update
    }
    for (const { u } of twice) expect(c.messagesTo(u.id)).toHaveLength(1);
    const vias = new Set(spread.map(({ u }) => c.messagesTo(u.id)[0].via));
    expect(vias).toEqual(new Set(['A', 'B']));
  });

  it('notices of bookings made on both instances: each sent exactly once, all by the leader, 1 s apart per chat', async () => {
    const leader = (await c.leader())!;
    const masters = await Promise.all(Array.from({ length: 5 }, () => bookable()));
    // two bookings per master, one through each instance, all at once
    await Promise.all(masters.flatMap((m) => [book(A, m), book(B, m)]));

    await until('every notice delivered', async () => (await undelivered()) === 0);
    for (const m of masters) {
      const notices = c.messagesTo(m.tg.id);
      expect(notices).toHaveLength(2);
      expect(notices.map((n) => n.via)).toEqual([leader.name, leader.name]);
      expect(String(notices[0].payload.text)).toContain('запись');
      // Telegram's per-chat limit holds for the pair although the bookings came through two instances
      expect(notices[1].at - notices[0].at).toBeGreaterThanOrEqual(950);
    }
    const follower = other(leader).name;
    expect(c.fake.callsOf('sendMessage').filter((call) => call.via === follower && isNotice(call, masters))).toEqual(
      [],
    );
  });

  it('a double tap on an inline button, delivered as two updates to the two instances, acts once', async () => {
    const owner = await makeOwner(c.db);
    const invitee = await makeUser(c.db, 'client');
    const inv = await makeInvitation(c.db, owner.org, 'master', 'confirmed');
    await c.db.getRepository(Invitation).update({ id: inv.id }, { invitedUserId: invitee.user.id });
    const taps: Update[] = [0, 1].map(() =>
      callbackUpdate(owner.tg, `inv:c:${inv.id}`, { message_id: 77, text: 'Подтвердите приглашение' }),
    );
    expect(await Promise.all([c.deliver(A, taps[0]), c.deliver(B, taps[1])])).toEqual([200, 200]);

    const answers = c.fake
      .callsOf('answerCallbackQuery')
      .filter((call) => taps.some((t) => t.callback_query?.id === call.payload.callback_query_id));
    expect(answers).toHaveLength(2);
    expect(answers.filter((a) => a.payload.show_alert === true)).toHaveLength(1); // the late tap is told
    const edits = c.fake.callsOf('editMessageText').filter((call) => Number(call.payload.chat_id) === owner.tg.id);
    expect(edits).toHaveLength(1);
    expect((await c.db.getRepository(Invitation).findOneByOrFail({ id: inv.id })).status).toBe('accepted');
    expect(
      await c.db.getRepository(OrganizationMember).countBy({ organizationId: owner.org.id, userId: invitee.user.id }),
    ).toBe(1);

    await until('the decision notices delivered', async () => (await undelivered()) === 0);
    expect(c.messagesTo(owner.tg.id)).toHaveLength(1); // invitation accepted
    expect(c.messagesTo(invitee.tg.id)).toHaveLength(2); // decided + welcome
  });

  /** A booking of the reminder cases: its own master and client, and the reminder the client got. */
  interface Reminded {
    id: number;
    m: Bookable;
    who: Made;
    reminder?: FakeCall;
  }
  let reminded: Reminded[] = [];

  /**
   * The 24-hour reminders of bookings `ids` fall due now (the i-th `i * staggerMs` later): the moment the real clock
   * would reach a day before each booking. Everything else (the claim, the checks, the notice) is the
   * servers' own work on their own clocks.
   */
  const makeDue = (ids: number[], staggerMs: number) =>
    c.db.query(
      `UPDATE appointment_reminders r SET due_at = now() + make_interval(secs => (v.i - 1) * $2::float8 / 1000)
         FROM unnest($1::int[]) WITH ORDINALITY AS v(appointment_id, i)
        WHERE r.appointment_id = v.appointment_id AND r.lead_minutes = 1440 AND r.status = 'pending'`,
      [ids, staggerMs],
    );
  const pendingReminders = async (ids: number[]) =>
    Number(
      (
        await c.db.query<{ n: string }[]>(
          `SELECT count(*) AS n FROM appointment_reminders
            WHERE appointment_id = ANY($1::int[]) AND lead_minutes = 1440 AND status = 'pending'`,
          [ids],
        )
      )[0].n,
    );

  /**
   * Makes the reminders of `xs` due while `frozen` (if any) is stopped (SIGSTOP: its connections and the
   * lead stay), waits until they are all claimed, and returns how many rows each instance's runner claimed.
   */
  async function wave(xs: Reminded[], frozen: Instance | null, staggerMs = 0): Promise<Record<string, number>> {
    const from = new Map(c.instances.map((i) => [i.name, i.proc.output().length]));
    const claims = () => Object.fromEntries(c.instances.map((i) => [i.name, remindersClaimed(i, from.get(i.name)!)]));
    frozen?.proc.pause();
    try {
      const ids = xs.map((x) => x.id);
      await makeDue(ids, staggerMs);
      await until('the reminders claimed', async () => (await pendingReminders(ids)) === 0);
      // each round logs what it claimed after its commit
      await until('the runners logged their claims', () =>
        Object.values(claims()).reduce((n, k) => n + k, 0) >= xs.length ? true : null,
      );
    } finally {
      frozen?.proc.resume();
    }
    return claims();
  }

  it('reminders: every instance runs the runner, a follower without the lead; each reminder reaches its client once, with its buttons', async () => {
    const leader = (await c.leader())!;
    const follower = other(leader);
    reminded = await Promise.all(
      Array.from({ length: 10 }, async (_, k) => {
        const [m, who] = await Promise.all([bookable(), makeUser(c.db, 'client')]);
        return { id: await book(k % 2 ? A : B, m, who), m, who };
      }),
    );
    await until('the booking notices delivered', async () => (await undelivered()) === 0);

    // the leader frozen (it keeps the lead): the follower's runner queues due reminders by itself ...
    expect(await wave(reminded.slice(0, 2), leader)).toEqual({ [follower.name]: 2, [leader.name]: 0 });
    // ... and with the follower frozen, the leader's
    expect(await wave(reminded.slice(2, 4), follower)).toEqual({ [leader.name]: 2, [follower.name]: 0 });
    // both running, reminders falling due one after another: each row claimed by one runner only
    const both = await wave(reminded.slice(4), null, 100);
    expect(both[A.name] + both[B.name]).toBe(6);

    await until('every reminder delivered', async () => (await undelivered()) === 0);
    expect(await c.leader()).toBe(leader);
    for (const x of reminded) {
      const got = c.messagesTo(x.who.tg.id).filter((call) => /^⏰/.test(String(call.payload.text)));
      expect(got).toHaveLength(1);
      expect(got[0].via).toBe(leader.name); // whoever queued it, the one sender sent it
      expect(inlineButtons(got[0]).map((b) => [b.text, b.callback_data])).toEqual([
        ['Приду', `rem:come:${x.id}`],
        ['Отменить', `rem:cancel:${x.id}`],
        ['Перенести', undefined],
      ]);
      x.reminder = got[0];
    }
    // one outbox row per reminder, each sent: none queued twice, none dropped as expired
    const rows = await c.db.query<{ status: string; n: number }[]>(
      `SELECT status, count(*)::int AS n FROM outbox_messages
        WHERE kind = 'appointment_reminder' AND (payload->>'appointment_id')::int = ANY($1::int[]) GROUP BY status`,
      [reminded.map((x) => x.id)],
    );
    expect(rows).toEqual([{ status: 'sent', n: 10 }]);
  });

  it('«Приду» tapped twice, the taps delivered as two updates to the two instances: confirmed once, the master told once', async () => {
    const leader = (await c.leader())!;
    const [x] = reminded;
    const message = { message_id: 501, text: String(x.reminder!.payload.text) };
    const taps = [0, 1].map(() => callbackUpdate(x.who.tg, `rem:come:${x.id}`, message));
    expect(await Promise.all([c.deliver(A, taps[0]), c.deliver(B, taps[1])])).toEqual([200, 200]);

    const answers = c.fake
      .callsOf('answerCallbackQuery')
      .filter((call) => taps.some((t) => t.callback_query?.id === call.payload.callback_query_id));
    expect(answers.map((a) => a.payload.text).sort()).toEqual([
      'Вы уже подтвердили, что придёте.',
      'Спасибо! Ждём вас.',
    ]);
    const edits = c.fake.callsOf('editMessageText').filter((call) => Number(call.payload.chat_id) === x.who.tg.id);
    expect(edits).toHaveLength(1);
    expect(inlineButtons(edits[0]).map((b) => b.text)).toEqual(['Отменить', 'Перенести']);
    const [{ status }] = await c.db.query<{ status: string }[]>(`SELECT status FROM appointments WHERE id = $1`, [
      x.id,
    ]);
    expect(status).toBe('confirmed');

    await until('the notice delivered', async () => (await undelivered()) === 0);
    const [{ n }] = await c.db.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM outbox_messages
        WHERE kind = 'appointment_confirmed_by_client' AND (payload->>'appointment_id')::int = $1`,
      [x.id],
    );
    expect(n).toBe(1);
    const told = c.messagesTo(x.m.tg.id).filter((call) => /^✅ Клиент подтвердил/.test(String(call.payload.text)));
    expect(told).toHaveLength(1);
    expect(told[0].via).toBe(leader.name);
  });

  it("kill -9 of the leader: the other takes the lead and sends what was left, the dead one's claim after its lease", async () => {
    const leader = (await c.leader())!;
    const survivor = other(leader);
    const [x, ...ys] = await Promise.all(Array.from({ length: 5 }, () => bookable()));
    // the leader's send to x hangs; it is killed while waiting for the answer
    c.fake.failNext('sendMessage', { delayMs: 10_000, chatId: x.tg.id });
    await book(survivor, x);
    const held = await until('the leader sends the notice to x', () =>
      c.fake.callsOf('sendMessage').find((call) => Number(call.payload.chat_id) === x.tg.id),
    );
    expect(held.via).toBe(leader.name);
    // meanwhile more bookings on both instances, and a reminder falling due: they wait behind the hung send
    const [r] = await Promise.all(ys.map((y, i) => book(i % 2 ? leader : survivor, y)));
    await makeDue([r], 0);
    await until('the reminder queued', async () => (await pendingReminders([r])) === 0);
    expect(ys.flatMap((y) => c.messagesTo(y.tg.id))).toEqual([]);
    expect(reminderOf(r)).toEqual([]);

    expect(await leader.proc.kill('SIGKILL')).toBeNull();
    // the dead process's database session can hold the lock a moment longer (until PostgreSQL sees its socket
    // closed): wait for a leader other than the dead one, then it must be the survivor
    const next = await until('a live instance leads', async () => {
      const now = await c.leader();
      return now === leader ? null : now;
    });
    expect(next).toBe(survivor);
    await until('every notice delivered', async () => (await undelivered()) === 0, 20_000);

    expect(held.status).toBe(0); // the dead leader never learned whether x got it: sent again, once
    for (const m of [x, ...ys]) {
      const sent = c.messagesTo(m.tg.id);
      expect(sent).toHaveLength(1);
      expect(sent[0].via).toBe(survivor.name);
    }
    const reminder = reminderOf(r);
    expect(reminder).toHaveLength(1);
    expect(reminder[0].via).toBe(survivor.name);
  });
});

/** How many reminder rows an instance's runner says it claimed in its output after `from`. */
function remindersClaimed(i: Instance, from: number): number {
  const lines = i.proc
    .output()
    .slice(from)
    .matchAll(/reminders: claimed (\d+)/g);
  return [...lines].reduce((n, m) => n + Number(m[1]), 0);
}

function isNotice(call: FakeCall, masters: Made[]): boolean {
  return masters.some((m) => Number(call.payload.chat_id) === m.tg.id);
}
