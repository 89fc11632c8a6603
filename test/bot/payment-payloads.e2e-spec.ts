import { startBotTest, type BotTest } from './support';
import { checkoutAnswers, newClient, preCheckout, PROVIDER_TOKEN } from './deposit-support';

const NOT_ACCEPTED = 'Этот счёт не принимается: откройте оплату заново из приложения';

describe('pre-checkout: every query gets an answer at once, even one no payment kind can take', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest({ paymentProviderToken: PROVIDER_TOKEN, billing: 'stars' });
  });
  afterAll(() => b.close());
  beforeEach(() => b.fake.reset());

  it('a payload of no known kind is refused with a reason instead of left unanswered', async () => {
    const c = await newClient(b);
    await b.deliver(preCheckout(c.tg, 'gift:7', 50000));
    await b.deliver(preCheckout(c.tg, '', 50000));
    expect(checkoutAnswers(b)).toEqual([
      { ok: false, error_message: NOT_ACCEPTED },
      { ok: false, error_message: NOT_ACCEPTED },
    ]);
  });

  it('a deposit or plan payload the database cannot take (an id past int4) is refused, not left for Telegram to time out', async () => {
    const c = await newClient(b);
    await b.deliver(preCheckout(c.tg, 'dep:9999999999', 50000));
    expect(checkoutAnswers(b)).toHaveLength(1);
    expect(checkoutAnswers(b)[0].ok).toBe(false);
    await b.deliver(preCheckout(c.tg, 'plan:9999999999:pro', 1500, 'XTR'));
    expect(checkoutAnswers(b)).toHaveLength(2);
    expect(checkoutAnswers(b)[1].ok).toBe(false);
  });
});
