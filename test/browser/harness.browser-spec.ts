import { launch, watchedPage, Browser } from './support/browser';
import { createTestApp, TestApp } from '../support/test-app';
import type { AddressInfo } from 'node:net';

// The harness itself: Debian Chromium starts headless at a phone viewport and renders a page of ours.
describe('browser harness', () => {
  let t: TestApp;
  let b: Browser;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ devLogin: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    b = await launch();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('renders the dev login page at a phone viewport', async () => {
    const w = await watchedPage(b, 'harness');
    await w.page.goto(`${base}/dev-login`);
    await w.page.getByRole('heading', { name: 'Вход для разработки' }).waitFor();
    expect(w.page.viewportSize()).toEqual({ width: 390, height: 844 });
    await w.shot('dev-login');
    expect(w.consoleErrors).toEqual([]);
  });
});
