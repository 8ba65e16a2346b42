import type { ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCodeForStatus } from '../../shared/schemas/common.ts';

const LINGER_MS = 1_000;

/** What Node's HTTP parser refuses before the app sees a request, and what the client is told. */
function answerFor(code: string | undefined): { status: number; reason: string; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request address or headers are too large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', message: 'The request body is too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP' };
  }
}

/**
 * The server's `clientError` listener. Node answers a request its parser refuses (a URL or headers over its
 * 16 KB limit, malformed HTTP) with a bare status line and no body; every other refusal of ours is JSON
 * `{message, errors}` with the security headers, so this one is too. The connection is closed after it: the
 * parser cannot find where the broken request ends.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody to tell (Node's own handler does the same).
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  // A request sent before the refused one on the same connection (pipelined) is still being answered: its answer
  // goes out first, then this one. Destroying the socket here lost both.
  const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (pending && !pending.writableFinished) {
    pending.once('finish', () => {
      if (socket.writable) writeAnswer(error, socket);
      else socket.destroy();
    });
    return;
  }
  writeAnswer(error, socket);
}

function writeAnswer(error: Error & { code?: string }, socket: Duplex): void {
  const { status, reason, message } = answerFor(error.code);
  const body = JSON.stringify({ code: errorCodeForStatus(status), message, errors: [] });
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: no-referrer',
    `Date: ${new Date().toUTCString()}`,
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  // Closed for good a moment later rather than at once: destroying a socket with unread input sends a reset,
  // which can reach the client before it has read the answer.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
