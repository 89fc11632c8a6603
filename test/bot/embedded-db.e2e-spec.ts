import { NotificationsService } from '../../src/notifications/notifications.service';
import { User } from '../../src/users/entities/user.entity';
import { makeMaster, makeUser } from '../factories';
import { BotTest, callbackUpdate, contactUpdate, startBotTest, startUpdate, textUpdate } from './support';
import { at, booking, remindersTo, statusOf, tick } from './reminder-support';

/** The default deployment runs on embedded PGlite: the bot, its sessions and the outbox work there too. */
describe('bot on embedded PGlite', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ databaseUrl: 'memory://' });
  }, 60_000);
  afterAll(() => b.close());

  it('start link, dedup of update_id, phone conversation and outbox delivery', async () => {
    const m = await makeMaster(b.t.db);
    const { user, tg } = await makeUser(b.t.db, 'client');
    const update = startUpdate(tg, `master_${m.profile.deepLink}`);
    await b.deliver(update);
    await b.deliver(update);
    expect(b.messagesTo(tg.id)).toHaveLength(1);

    await b.deliver(textUpdate(tg, '/phone'));
    await b.deliver(contactUpdate(tg, '79161230909', tg.id));
    expect((await b.t.db.getRepository(User).findOneByOrFail({ id: user.id })).phone).toBe('+79161230909');

    await b.t.app.get(NotificationsService).enqueue([
      { chatId: tg.id, userId: user.id, kind: 'account_unblocked', payload: {} },
      { chatId: m.tg.id, userId: m.user.id, kind: 'account_blocked', payload: {} },
    ]);
    b.clock.ms = Date.now() + 1000;
    expect((await b.worker.runOnce()).sent).toBe(2);
    expect(String(b.messagesTo(m.tg.id).at(-1)?.payload.text)).toContain('заблокирован');
    expect(await b.t.app.get(NotificationsService).counts()).toMatchObject({ sent: 2, pending: 0 });
  });

  it('a reminder is planned by the triggers, claimed, sent once, and «Приду» confirms the booking', async () => {
    at(b, '2026-12-01T09:00:00+03:00');
    const x = await booking(b, '2026-12-02T10:00:00+03:00');
    await tick(b, '2026-12-01T10:00:00+03:00');
    await tick(b, '2026-12-01T10:05:00+03:00');
    const sent = remindersTo(b, x.client.tg.id);
    expect(sent).toHaveLength(1);
    await b.deliver(callbackUpdate(x.client.tg, `rem:come:${x.id}`));
    expect(await statusOf(b.t.db, x.id)).toBe('confirmed');
  });
});
