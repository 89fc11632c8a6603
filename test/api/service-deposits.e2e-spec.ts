import { APP_CONFIG, type AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { makeMaster, makeService } from '../factories';

/** A service's deposit setting: PUT /api/services/{id} "deposit", its answers and the public page. */
describe('service deposits', () => {
  let t: TestApp;
  let config: AppConfig;
  beforeAll(async () => {
    t = await createTestApp({ paymentProviderToken: '381764678:TEST:settings' });
    config = t.app.get<AppConfig>(APP_CONFIG);
  });
  afterAll(() => t.close());
  afterEach(() => {
    config.paymentProviderToken = '381764678:TEST:settings';
  });

  async function master() {
    const m = await makeMaster(t.db);
    const s = await makeService(t.db, { masterId: m.user.id }, { name: 'Стрижка', durationMinutes: 60, price: 1500 });
    const put = (body: object) =>
      t.http
        .put(`/api/services/${s.id}`)
        .set(auth(m.tg))
        .send({ name: 'Стрижка', ...body });
    return { m, s, put };
  }

  it('a fixed sum or a percent of the price; answers and the public page show the roubles charged', async () => {
    const { m, put } = await master();
    const fixed = await put({ deposit: { type: 'fixed', amount: 500 } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.deposit).toEqual({ type: 'fixed', amount: 500 });
    const percent = await put({ price: 1999, deposit: { type: 'percent', percent: 30 } });
    expect(percent.body.deposit).toEqual({ type: 'percent', percent: 30, amount: 600 });
    const page = await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200);
    expect(page.body.services[0].deposit).toEqual({ type: 'percent', percent: 30, amount: 600 });
    // a PUT without "deposit" keeps it; null removes it
    expect((await put({ price: 1999 })).body.deposit).toEqual({ type: 'percent', percent: 30, amount: 600 });
    expect((await put({ deposit: null })).body.deposit).toBeNull();
  });

  it('refusals 422: below the minimum, above the price, a percent without a price, a malformed value', async () => {
    const { put } = await master();
    const below = await put({ deposit: { type: 'fixed', amount: 99 } });
    expect([below.status, below.body.detail]).toEqual([422, 'Предоплата должна быть не меньше 100 ₽']);
    const above = await put({ deposit: { type: 'fixed', amount: 1501 } });
    expect([above.status, above.body.detail]).toEqual([422, 'Предоплата не может быть больше цены услуги']);
    const noPrice = await put({ price: null, deposit: { type: 'percent', percent: 30 } });
    expect(noPrice.status).toBe(422);
    expect(noPrice.body.detail).toBe('Предоплата в процентах считается от цены: укажите цену услуги');
    expect((await put({ deposit: { type: 'fixed', amount: 500.5 } })).status).toBe(422);
    expect((await put({ deposit: { type: 'percent', percent: 101 } })).status).toBe(422);
    // lowering the price under the deposit is refused too
    await put({ deposit: { type: 'fixed', amount: 500 } }).expect(200);
    expect((await put({ price: 400 })).status).toBe(422);
  });

  it('without PAYMENT_PROVIDER_TOKEN setting one answers 422 «Приём оплаты не подключён» and pages promise none', async () => {
    const { m, put } = await master();
    await put({ deposit: { type: 'fixed', amount: 500 } }).expect(200);
    config.paymentProviderToken = '';
    const res = await put({ deposit: { type: 'fixed', amount: 700 } });
    expect([res.status, res.body.detail]).toEqual([422, 'Приём оплаты не подключён']);
    const page = await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200);
    expect(page.body.services[0].deposit).toBeNull();
    // everything else works as before
    expect((await put({ price: 1800 })).status).toBe(200);
  });
});
