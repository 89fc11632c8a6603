// `npm start` as a newcomer runs it (README): no environment but a port and a data folder, the API
// built and bundled when stale, the embedded database on disk, the mini app and dev login served.
// A second start finds its data and V8's compiled code from the first.
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs `npm start` and resolves once it prints where to open the app (or rejects with its output). */
function npmStart(env: Record<string, string>): Promise<Started> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|BOT_|WEBAPP_|DEV_LOGIN|NODE_ENV|TEST_)/.test(k)),
  );
  const child = spawn('npm', ['start', '--silent'], { cwd: ROOT, env: { ...clean, ...env }, detached: true });
  let out = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      if (/Dev login: /.test(out)) resolve({ child, output: () => out, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out.slice(-4000)}`)));
  });
}

describe('npm start on a fresh machine', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  let port: number;
  let running: Started | undefined;

  beforeAll(async () => {
    port = await freePort();
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts the API, the mini app and dev login on the embedded database, and says where to open them', async () => {
    running = await npmStart({ PORT: String(port), DATA_DIR: join(dataDir, 'pglite') });
    const base = `http://localhost:${port}`;
    expect(running.output()).toContain(`embedded PGlite in ${join(dataDir, 'pglite')}, bot off`);
    expect(running.output()).toContain(`Mini app:  ${base}/`);
    expect(running.output()).toContain(`Dev login: ${base}/dev-login`);

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const deepPage = await fetch(`${base}/master/some-link`);
    expect(await deepPage.text()).toContain('<div id="root">');
    expect((await fetch(`${base}/dev-login`)).status).toBe(200);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    expect(await (await fetch(`${base}/api/registration/check`)).json()).toEqual({ exists: false });
    const refused = await fetch(`${base}/api/users/me`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: unknown }).detail).toEqual(expect.any(String));
  });

  it('starts again on the same data, with the compiled code saved by the first start', async () => {
    running = await npmStart({ PORT: String(port), DATA_DIR: join(dataDir, 'pglite') });
    expect(running.output()).toMatch(/Booking app ready in \d+ ms on embedded PGlite .*, compiled code from cache/);
    expect(await (await fetch(`http://localhost:${port}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
  });
});
