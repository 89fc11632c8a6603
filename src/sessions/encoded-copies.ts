/**
 * Compressed copies of the public sessions lists. A kept list (public-sessions.service.ts) is sent again and
 * again; compressing it per request (the app's compression does that for every answer over 1 KB) would cost
 * more than everything else the read does (brotli at quality 4: ~0.35 ms for a studio's month of 68 KB, to
 * 2.5 KB). So the copy is made once per body and sent as it is (the compression leaves an answer with a
 * content-encoding alone).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';
/** Bytes to send, and their content-encoding (null: as they are). */
export interface EncodedBody {
  body: Buffer;
  encoding: Encoding | null;
}

/** Smaller bodies travel as they are, as the app's compression leaves them. */
const THRESHOLD = 1024;

/**
 * The encoding to send to a client whose Accept-Encoding header is `accept`: brotli before gzip, as the
 * app's compression prefers; none when it accepts neither (or refuses them with q=0).
 */
export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const e of ['br', 'gzip'] as const) {
    const w = weights.get(e) ?? weights.get('*');
    if (w !== undefined && w > 0) return e;
  }
  return null;
}

/** A body in the encoding the client asked for, compressed once per body (the copies go with the body). */
export class EncodedCopies {
  private readonly copies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

  encode(body: Buffer, accept: string | undefined): EncodedBody {
    const encoding = body.length >= THRESHOLD ? pickEncoding(accept) : null;
    if (!encoding) return { body, encoding };
    let made = this.copies.get(body);
    if (!made) this.copies.set(body, (made = {}));
    made[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(body);
    return { body: made[encoding], encoding };
  }
}
