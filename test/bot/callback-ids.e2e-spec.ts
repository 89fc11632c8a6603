import { makeUser } from '../factories';
import { callbackUpdate, startBotTest, type BotTest } from './support';

/**
 * A button's data names a row by its id. Data with an id no row can have (beyond the id column's range,
 * as an old or forged button might carry) is answered like any stale button, not left spinning.
 */
describe('callback data with an id outside the id range', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  beforeEach(() => b.fake.reset());
  afterAll(() => b.close());

  const answers = () => b.fake.callsOf('answerCallbackQuery').map((c) => c.payload);

  it.each([
    ['rem:cancel:9999999999', 'Запись не найдена.'],
    ['rem:come:2147483648', 'Запись не найдена.'],
    ['wl:take:9999999999', 'Это предложение адресовано не вам'],
    ['inv:c:9999999999', 'Приглашение не найдено.'],
    ['inv:r:4294967296', 'Приглашение не найдено.'],
  ])('%s is answered as unknown', async (data, text) => {
    const who = await makeUser(b.t.db, 'client');
    const res = await b.deliver(callbackUpdate(who.tg, data));
    expect(res.status).toBe(200);
    expect(answers()).toEqual([expect.objectContaining({ text, show_alert: true })]);
  });

  it('the largest id a row can have is still looked up (and, absent, answered the same way)', async () => {
    const who = await makeUser(b.t.db, 'client');
    await b.deliver(callbackUpdate(who.tg, 'rem:cancel:2147483647'));
    expect(answers()).toEqual([expect.objectContaining({ text: 'Запись не найдена.', show_alert: true })]);
  });
});
