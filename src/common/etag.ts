import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak validator of `body` as `viewerId` reads it. Weak: the compressed and the plain bytes are the same
 * answer. The viewer is part of it, so a tag one person got never validates another person's copy, even
 * when two people with different rights happen to be answered the same bytes.
 */
export function etagOf(viewerId: number, body: Buffer): string {
  return `W/"${createHash('sha1').update(`${viewerId}\n`).update(body).digest('base64url')}"`;
}

/** Whether If-None-Match names `etag` (weak comparison, as RFC 9110 asks for If-None-Match). */
export function noneMatchHits(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  const listed = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',');
  return listed.some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a JSON answer with its ETag, or 304 with no body when the caller's copy (If-None-Match) is this
 * very answer: a repeated read of something unchanged costs the database read and a hash, not the bytes
 * on the wire. Call it only with the answer the caller is allowed to read (after every access check).
 */
export function sendJsonWithEtag(request: FastifyRequest, reply: FastifyReply, viewerId: number, body: Buffer): void {
  const etag = etagOf(viewerId, body);
  void reply.header('etag', etag);
  if (noneMatchHits(request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return;
  }
  void reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
