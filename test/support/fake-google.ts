/**
 * A loopback fake of the Google endpoints the calendar sync's libraries call (google-auth-library's token and
 * revoke, @googleapis/calendar's calendarList, freeBusy and events), so the real libraries are driven in tests:
 * the token endpoint checks the PKCE verifier against the consent's challenge, answers invalid_grant for a
 * revoked refresh token, and freeBusy counts our own events as busy, as Google does.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvent {
  id: string;
  calendarId: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  private: Record<string, string>;
}

export interface FakeGoogle {
  url: string;
  /** Outside busy times of the account ({start, end} ISO), per calendar id. */
  busy: Record<string, { start: string; end: string }[]>;
  events: FakeEvent[];
  revoked: string[];
  /** Google's answer to the consent: a code tied to the PKCE challenge of the consent address. */
  issueCode(challenge: string): string;
  /** The refresh tokens given out so far. */
  refreshTokens(): string[];
  /** The account withdrew access: every refresh token answers invalid_grant from now on. */
  revokeAll(): void;
  close(): Promise<void>;
}

const read = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => resolve(body));
  });

export async function startFakeGoogle(account = 'anna@example.com'): Promise<FakeGoogle> {
  const codes = new Map<string, string>();
  const refresh = new Set<string>();
  const access = new Set<string>();
  const dead = new Set<string>();
  const fake: Omit<FakeGoogle, 'url' | 'close'> = {
    busy: {},
    events: [],
    revoked: [],
    issueCode(challenge) {
      const code = randomBytes(8).toString('hex');
      codes.set(code, challenge);
      return code;
    },
    refreshTokens: () => [...refresh],
    revokeAll() {
      for (const t of refresh) dead.add(t);
      access.clear();
    },
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const token = () => {
    const t = `at-${randomBytes(8).toString('hex')}`;
    access.add(t);
    return t;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = await read(req);
      const path = url.pathname;
      if (path === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') === 'authorization_code') {
          const challenge = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge)
            return send(res, 400, { error: 'invalid_grant' });
          const rt = `rt-${randomBytes(12).toString('hex')}`;
          refresh.add(rt);
          return send(res, 200, { access_token: token(), refresh_token: rt, expires_in: 3600, token_type: 'Bearer' });
        }
        const rt = form.get('refresh_token') ?? '';
        if (!refresh.has(rt) || dead.has(rt))
          return send(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return send(res, 200, { access_token: token(), expires_in: 3600, token_type: 'Bearer' });
      }
      if (path === '/revoke') {
        const t = new URLSearchParams(body).get('token') ?? url.searchParams.get('token') ?? '';
        fake.revoked.push(t);
        dead.add(t);
        return send(res, 200, {});
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!access.has(bearer)) return send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      if (path === '/calendar/v3/users/me/calendarList')
        return send(res, 200, {
          items: [
            { id: account, summary: account, primary: true, accessRole: 'owner' },
            { id: 'work@group.calendar.google.com', summary: 'Работа', accessRole: 'owner' },
          ],
        });
      if (path === '/calendar/v3/freeBusy') {
        const q = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
        const calendars: Record<string, { busy: { start: string; end: string }[] }> = {};
        for (const { id } of q.items) {
          const own = fake.events.filter((e) => e.calendarId === id).map((e) => ({ start: e.start, end: e.end }));
          calendars[id] = { busy: [...(fake.busy[id] ?? []), ...own] };
        }
        return send(res, 200, { kind: 'calendar#freeBusy', calendars });
      }
      const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
      if (m) {
        const calendarId = decodeURIComponent(m[1]);
        const eventId = m[2] && decodeURIComponent(m[2]);
        if (req.method === 'GET' && !eventId) {
          const want = url.searchParams.getAll('privateExtendedProperty').map((p) => p.split('='));
          const items = fake.events
            .filter((e) => e.calendarId === calendarId && want.every(([k, v]) => e.private[k] === v))
            .map((e) => ({ id: e.id, start: { dateTime: e.start }, end: { dateTime: e.end } }));
          return send(res, 200, { items });
        }
        const ev = body
          ? (JSON.parse(body) as {
              summary: string;
              description: string;
              start: { dateTime: string };
              end: { dateTime: string };
              extendedProperties?: { private?: Record<string, string> };
            })
          : null;
        const shape = (id: string): FakeEvent => ({
          id,
          calendarId,
          summary: ev?.summary ?? '',
          description: ev?.description ?? '',
          start: ev?.start.dateTime ?? '',
          end: ev?.end.dateTime ?? '',
          private: ev?.extendedProperties?.private ?? {},
        });
        if (req.method === 'POST') {
          const made = shape(`ev${randomBytes(6).toString('hex')}`);
          fake.events.push(made);
          return send(res, 200, { id: made.id });
        }
        const i = fake.events.findIndex((e) => e.id === eventId && e.calendarId === calendarId);
        if (i < 0) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
        if (req.method === 'PUT') {
          fake.events[i] = shape(eventId ?? '');
          return send(res, 200, { id: eventId });
        }
        if (req.method === 'DELETE') {
          fake.events.splice(i, 1);
          res.writeHead(204).end();
          return;
        }
      }
      send(res, 404, { error: { code: 404, message: `no ${req.method} ${path}` } });
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get busy() {
      return fake.busy;
    },
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
