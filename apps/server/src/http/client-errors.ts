import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@wayfare/contracts';
import { frameworkReplyHeaders } from './problem-details.ts';

/** The problem, its title also its detail, as every refusal of this API words it. */
const refusal = (status: number, title: string): ProblemDetails => ({ title, status, detail: title });

/** What Node's HTTP parser refuses before Fastify sees a request, as a person can act on it. */
function problemOf(error: NodeJS.ErrnoException): ProblemDetails {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return refusal(431, "The request's address or headers are too long. Shorten the search or the address.");
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return refusal(408, 'The request took too long to arrive. Try again.');
  return refusal(400, 'The request could not be read as HTTP.');
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (an address or headers over its limit, a
 * malformed request line) gets problem details like every other refusal, instead of Fastify's plain
 * JSON, and the connection is closed, as nothing after it on that connection can be trusted.
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const problem = problemOf(error);
  const body = JSON.stringify(problem);
  const headers = {
    'Content-Type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8`,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...frameworkReplyHeaders,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n${head.join('')}\r\n${body}`);
}
