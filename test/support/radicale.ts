/**
 * A real CalDAV server for the calendar sync tests: Radicale (Debian's /usr/bin/radicale, installed by
 * .ci/run) on a free loopback port with a throwaway storage folder and a plain htpasswd file, started by
 * the test that needs it and stopped after. `mkcalendar` makes a calendar as a client app would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export const RADICALE_BIN = process.env.RADICALE_BIN || '/usr/bin/radicale';

export interface Radicale {
  url: string;
  users: Record<string, string>;
  /** MKCALENDAR /<user>/<name>/ (display name `title`); answers the calendar's URL. */
  mkcalendar(user: string, name: string, title: string): Promise<string>;
  /** PUT an iCalendar object into a calendar as its owner. */
  put(user: string, calendarUrl: string, file: string, ics: string): Promise<void>;
  /** The objects of a calendar (their iCalendar text), as its owner. */
  objects(user: string, calendarUrl: string): Promise<string[]>;
  stop(): Promise<void>;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function waitForPort(port: number, proc: ChildProcess, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tryOnce = () => {
      if (proc.exitCode !== null) return reject(new Error(`radicale exited with ${proc.exitCode}`));
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        resolve();
      });
      s.once('error', () => {
        s.destroy();
        if (Date.now() > until) reject(new Error('radicale did not start'));
        else setTimeout(tryOnce, 100);
      });
    };
    tryOnce();
  });
}

export async function startRadicale(users: Record<string, string> = { anna: 'app-password-1' }): Promise<Radicale> {
  const dir = mkdtempSync(join(tmpdir(), 'radicale-'));
  const htpasswd = join(dir, 'users');
  writeFileSync(
    htpasswd,
    Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n') + '\n',
  );
  const port = await freePort();
  const proc = spawn(
    RADICALE_BIN,
    [
      '--config',
      '',
      '--server-hosts',
      `127.0.0.1:${port}`,
      '--storage-filesystem-folder',
      join(dir, 'collections'),
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      htpasswd,
      '--auth-htpasswd-encryption',
      'plain',
      '--rights-type',
      'owner_only',
      '--logging-level',
      'warning',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  try {
    await waitForPort(port, proc);
  } catch (e) {
    proc.kill('SIGKILL');
    throw new Error(`${(e as Error).message}: ${stderr}`, { cause: e });
  }
  const url = `http://127.0.0.1:${port}`;
  const as = (user: string) => ({ authorization: basic(user, users[user]) });
  return {
    url,
    users,
    async mkcalendar(user, name, title) {
      const calUrl = `${url}/${user}/${name}/`;
      const body =
        `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">` +
        `<D:set><D:prop><D:displayname>${title}</D:displayname></D:prop></D:set></C:mkcalendar>`;
      const res = await fetch(calUrl, {
        method: 'MKCALENDAR',
        headers: { ...as(user), 'content-type': 'application/xml' },
        body,
      });
      if (res.status !== 201) throw new Error(`MKCALENDAR ${res.status}: ${await res.text()}`);
      return calUrl;
    },
    async put(user, calendarUrl, file, ics) {
      const res = await fetch(`${calendarUrl}${file}`, {
        method: 'PUT',
        headers: { ...as(user), 'content-type': 'text/calendar' },
        body: ics,
      });
      if (res.status >= 300) throw new Error(`PUT ${res.status}: ${await res.text()}`);
    },
    async objects(user, calendarUrl) {
      const body =
        `<?xml version="1.0" encoding="utf-8"?><C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">` +
        `<D:prop><C:calendar-data/></D:prop><C:filter><C:comp-filter name="VCALENDAR"/></C:filter></C:calendar-query>`;
      const res = await fetch(calendarUrl, {
        method: 'REPORT',
        headers: { ...as(user), depth: '1', 'content-type': 'application/xml' },
        body,
      });
      const text = await res.text();
      return [...text.matchAll(/<C:calendar-data[^>]*>([\s\S]*?)<\/C:calendar-data>/gi)].map((m) =>
        m[1].replace(/&#13;/g, '\r').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
      );
    },
    async stop() {
      if (proc.exitCode === null) {
        const done = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGTERM');
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
