import type { Socket } from 'node:net';
import { MSG } from './messages';

/**
 * Errors Node's HTTP parser meets before Fastify has a request (headers over 16 KB, say a padded init-data
 * header; a malformed request line; a client too slow to send its headers): answered in the API's own
 * shape, {"detail": ...}, instead of Fastify's {"error","message","statusCode"}.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return; // the client is gone
  const [status, reason, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.bodyTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.badRequest]
        : [400, 'Bad Request', MSG.badRequest];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
