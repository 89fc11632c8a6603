import { BotTest, startBotTest } from './support';
import { bothTap, callbackAnswers, offeredToAll } from './waitlist-flow';

/** The waitlist's main flow on embedded PGlite (one session, transactions one at a time). */
describe('waitlist through the bot on embedded PGlite', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ databaseUrl: 'memory://' });
  }, 60_000);
  afterAll(() => b.close());

  it('two waiting, a cancellation, both offered, both tap at once: one booked, the other told it is gone', async () => {
    const w = await offeredToAll(b);
    for (const offer of w.offers) expect(String(offer.payload.text)).toContain('Освободилось время');
    b.fake.reset();
    const { winner, loser } = await bothTap(b, w);
    expect(winner).not.toBe(loser);
    expect(
      callbackAnswers(b)
        .map((a) => a.text)
        .sort(),
    ).toEqual(['Вы записаны', 'Это время уже занято']);
  }, 60_000);
});
