// `npm start` as a newcomer runs it (README): no environment but a port and a data folder, the API
// built and bundled when stale, the embedded database on disk, the mini app and dev login served, and the
// demo data loaded into the empty database with its people on /dev-login.
// A second start finds its data (not loaded again) and V8's compiled code from the first. With NODE_ENV=development it
// still builds and serves the production mini app.
import { ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { freePort } from '../support/free-port';

const ROOT = join(__dirname, '..', '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Runs `npm start` and resolves once it prints where to open the app (or rejects with its output). */
function npmStart(env: Record<string, string>, cwd = ROOT): Promise<Started> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|BOT_|WEBAPP_|DEV_LOGIN|DEMO_DATA|SUPER_ADMIN_|NODE_ENV|TEST_)/.test(k),
    ),
  );
  const child = spawn('npm', ['start', '--silent'], { cwd, env: { ...clean, ...env }, detached: true });
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

/** Not carried into a fresh clone: installed packages (linked instead), git, run data, and build output
 *  of the mini app. The API's build (dist/) is kept, with its times, so only the mini app is built. */
const NOT_CLONED = new Set(['node_modules', '.git', 'data', 'artifacts', 'bench-results', 'test', 'webapp/dist']);

/** A copy of the working tree as a fresh clone has it, with node_modules linked to this one's. */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'npm-start-clone-'));
  cpSync(ROOT, dir, {
    recursive: true,
    preserveTimestamps: true,
    filter: (src) => {
      const parts = relative(ROOT, src).split(sep);
      return !NOT_CLONED.has(parts[0]) && !NOT_CLONED.has(parts.slice(0, 2).join('/'));
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
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

  it('starts the API, the mini app, dev login and the demo on the embedded database, and says where to open them', async () => {
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
    expect(running.output()).toMatch(/Demo data: loaded in \d+ ms into the empty database: \d+ people/);
    const devLogin = await fetch(`${base}/dev-login`);
    expect(devLogin.status).toBe(200);
    const people = [...(await devLogin.text()).matchAll(/<li><a href="[^"]+"><b>([^<]+)<\/b>/g)].map((m) => m[1]);
    expect(people).toEqual(['Клиент', 'Специалист', 'Владелец', 'Админ', 'Специалист в салоне', 'Супер админ']);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
    expect(await (await fetch(`${base}/api/registration/check`)).json()).toEqual({ exists: false });
    const refused = await fetch(`${base}/api/users/me`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: unknown }).detail).toEqual(expect.any(String));
  });

  it('starts again on the same data, with the compiled code saved by the first start', async () => {
    running = await npmStart({ PORT: String(port), DATA_DIR: join(dataDir, 'pglite') });
    expect(running.output()).toMatch(/Booking app ready in \d+ ms on embedded PGlite .*, compiled code from cache/);
    expect(running.output()).not.toContain('Demo data: loaded');
    expect(await (await fetch(`http://localhost:${port}/api/health`)).json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('builds and serves the production mini app when NODE_ENV=development', async () => {
    const clone = freshClone();
    try {
      expect(existsSync(join(clone, 'webapp/dist'))).toBe(false);
      running = await npmStart(
        { PORT: String(port), DATA_DIR: join(dataDir, 'pglite-dev'), NODE_ENV: 'development' },
        clone,
      );
      expect(running.output()).toContain('Building the mini app...');
      const base = `http://localhost:${port}`;
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<div id="root">');
      // the entry script is React's production build (the development one has jsxDEV and is over budget)
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
      expect(entry).toMatch(/^\/assets\/.+\.js$/);
      const code = await (await fetch(`${base}${entry}`)).text();
      expect(code.length).toBeGreaterThan(1000);
      expect(code).not.toContain('jsxDEV');
      expect((await fetch(`${base}/dev-login`)).status).toBe(200);
    } finally {
      await running?.stop();
      running = undefined;
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
