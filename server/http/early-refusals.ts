// Requests refused before they reach a route: by Node's HTTP parser (a URL or headers over the
// size limit, a malformed request line, a request that took too long) or by the router (a path
// value over its length limit, a broken percent-escape). Fastify answers these itself with its
// own JSON (`{ error, code, message, statusCode }`, the message echoing the path) and without the
// security headers that helmet adds later in the request. Found by tests/fuzz; here they get the
// API's envelope and the same headers as every other answer.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicyHeader } from './security-headers.ts';

/** The headers helmet gives every routed answer, for answers written before helmet runs. */
export function earlySecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicyHeader(),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
}

const parserRefusals: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line or headers are too large: send a shorter address' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/** Fastify's `clientErrorHandler`: the socket is all there is, so the answer is written raw. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = parserRefusals[error.code ?? ''] ?? { status: 400, message: 'The request is malformed' };
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    const headers = { ...earlySecurityHeaders(), 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write([`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...lines, '', body].join('\r\n'));
  }
  socket.destroy(error);
}

const routerRefusals: Record<string, string> = {
  // A path id longer than the router takes is no more a valid id than a short wrong one.
  FST_ERR_MAX_PARAM_LENGTH: 'A value in the path is too long to be valid',
  FST_ERR_BAD_URL: 'The address has a malformed percent-escape',
};

/** Fastify's `frameworkErrors`: the router's refusals as 400 envelopes. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = routerRefusals[error.code] ?? 'The request is malformed';
  void reply.code(400).headers(earlySecurityHeaders()).type('application/json; charset=utf-8').send({ success: false, message });
}
