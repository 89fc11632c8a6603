// A server whose environment has the real bot token and dev login does not start: dev login would sign
// anyone in as anyone (the super admin too) with that token. The start says why, whatever NODE_ENV says.
import { DEV_LOGIN_WITH_BOT_TOKEN } from '../src/config/app.config';
import { runTs } from './cluster/processes';
import { freePort } from './support/free-port';
import { TEST_BOT_TOKEN } from './support/test-app';

describe('a start with dev login and a real bot token', () => {
  it.each([
    ['NODE_ENV unset', {}],
    ['NODE_ENV=Production', { NODE_ENV: 'Production' }],
  ])('fails with %s, saying why, before it serves anything', async (_what, nodeEnv) => {
    const port = await freePort();
    const proc = runTs('src/main.ts', [], {
      ...nodeEnv,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_MODE: 'off',
      DEV_LOGIN: '1',
      WEBAPP_DIST: '',
    });
    expect(await proc.exited).toBe(1);
    expect(proc.output()).toContain(`Configuration error: ${DEV_LOGIN_WITH_BOT_TOKEN}`);
    expect(proc.output()).not.toContain('Booking app ready');
  });
});
