// A client that trickles its request (or sends nothing at all) no longer holds a connection for as long as
// it likes: the whole request must arrive within REQUEST_TIMEOUT_MS, then 408 and the connection closes. A
// request that arrives in time, even in pieces, is answered as always. The limit is small here (400 ms).
import type { AddressInfo } from 'node:net';
import { connect, Socket } from 'node:net';
import { createTestApp, TestApp } from './support/test-app';

const LIMIT_MS = 400;

interface Outcome {
  /** Everything the server wrote before the connection closed. */
  answer: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Connects, lets `talk` write, and resolves when the server closes the connection. */
function converse(port: number, talk: (socket: Socket) => void): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => talk(socket));
    socket.on('data', (b) => (answer += b.toString()));
    socket.on('error', () => undefined); // a reset is a close too
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.setTimeout(20_000, () => reject(new Error(`the server kept the connection; it wrote: ${answer}`)));
  });
}

const HEAD = (length: number) =>
  `POST /api/appointments HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n` +
  'Connection: close\r\n\r\n';

describe('request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ requestTimeoutMs: LIMIT_MS });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('closes a connection that trickles its body (one byte every 50 ms of 200) with 408', async () => {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await converse(port, (socket) => {
      socket.write(HEAD(200));
      timer = setInterval(() => socket.writable && socket.write(' '), 50);
    });
    clearInterval(timer);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    // the trickle would have taken 10 s
    expect(outcome.closedAfterMs).toBeLessThan(3_000);
  });

  it('closes a connection that sends half its headers, and one that sends nothing', async () => {
    const half = await converse(port, (socket) => socket.write('POST /api/appointments HTTP/1.1\r\nHost: x\r\n'));
    expect(half.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(half.closedAfterMs).toBeLessThan(3_000);
    const silent = await converse(port, () => undefined);
    expect(silent.closedAfterMs).toBeLessThan(3_000);
  });

  it('answers a request whose body comes in pieces within the limit as always', async () => {
    const body = JSON.stringify({ master_id: 1, service_id: 1, starts_at: '2030-01-01T10:00:00+03:00' });
    const outcome = await converse(port, (socket) => {
      socket.write(HEAD(Buffer.byteLength(body)) + body.slice(0, 10));
      setTimeout(() => socket.write(body.slice(10)), 100);
    });
    // no init data: the API's own refusal, after the whole body was read
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});
