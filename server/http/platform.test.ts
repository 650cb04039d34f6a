// The platform's HTTP behaviour on a real server with a small contract of its own, so each rule
// (validation, error envelope, response validation, missing handlers, upload limits) is tested directly
// rather than through whichever business handler happens to exercise it.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../portal-server.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type OpenedDatabase } from '../db/connect.ts';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import type { HandlerMap } from '../context/operation-types.ts';
import { ApiError } from './api-error.ts';
import type { OpenApiDocument } from './contract-document.ts';

const envelope = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' }, data: {}, message: { type: 'string' } },
};
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ok = (schema: object = envelope) => ({ '200': { description: 'ok', ...json(schema) } });

/** Every operation open to everyone (`[public]`), or to every role where it asks for a token. */
function withRoles(doc: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item) as Array<Record<string, unknown>>) {
      operation['x-roles'] ??= operation.security ? ['owner', 'admin', 'staff', 'scanner'] : ['public'];
    }
  }
  return doc;
}

const document: OpenApiDocument = withRoles({
  openapi: '3.1.0',
  info: { title: 'platform test', version: '1' },
  components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/boom': { get: { operationId: 'boom', responses: ok() } },
    '/wrong-shape': {
      get: {
        operationId: 'wrongShape',
        responses: ok({ ...envelope, required: ['success', 'data'], properties: { ...envelope.properties, data: { type: 'array' } } }),
      },
    },
    '/dated': {
      get: {
        operationId: 'dated',
        responses: ok({
          ...envelope,
          properties: { ...envelope.properties, data: { type: 'object', properties: { at: { type: 'string', format: 'date-time' } } } },
        }),
      },
    },
    '/slow-down': { get: { operationId: 'slowDown', responses: ok() } },
    '/secret': {
      get: { operationId: 'secret', security: [{ bearerAuth: [] }], responses: ok() },
      post: {
        operationId: 'secretNote',
        security: [{ bearerAuth: [] }],
        requestBody: { required: true, ...json({ type: 'object', required: ['note'], properties: { note: { type: 'string' } } }) },
        responses: ok(),
      },
    },
    '/items': {
      get: {
        operationId: 'listItems',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: ok(),
      },
      post: {
        operationId: 'createItem',
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            additionalProperties: false,
            required: ['count'],
            properties: { count: { type: 'integer' }, label: { type: 'string', example: 'Stand A' } },
          }),
        },
        responses: ok(),
      },
    },
    '/upload': {
      post: {
        operationId: 'upload',
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } } },
        },
        responses: ok(),
      },
    },
  },
});

const handlers: HandlerMap = {
  async boom() {
    throw new Error('relation "users" does not exist: select password_hash from users');
  },
  async wrongShape() {
    return { success: true, data: { not: 'a list' } };
  },
  async dated() {
    return { success: true, data: { at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) } };
  },
  async slowDown() {
    throw new ApiError(429, 'Wait before asking again', undefined, { retryAfterSeconds: 30 });
  },
  async secret(request) {
    return { success: true, message: `hello ${request.auth?.userId}` };
  },
  async secretNote() {
    return { success: true };
  },
  async listItems(request) {
    const { limit } = request.query as { limit?: unknown };
    return { success: true, data: { limit, type: typeof limit } };
  },
  async createItem(request) {
    return { success: true, data: request.body };
  },
  async upload(request) {
    const file = await request.file();
    if (!file) throw new ApiError(400, 'file is required');
    const content = await file.toBuffer();
    // toBuffer() does not always throw at the limit (busboy flags `truncated` without a further
    // chunk when the limit falls on a chunk boundary), so the flag is the check to rely on.
    if (file.file.truncated) throw new ApiError(413, 'The file is too large: the limit is 10 MB');
    return { success: true, data: { name: file.filename, size: content.length } };
  },
};

let dataDir: TempDataDir;
let database: OpenedDatabase;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  dataDir = await createTempDataDir();
  database = await openDatabase({ dataDir: dataDir.path });
  const config = loadConfig({ DATA_DIR: dataDir.path, PUBLIC_DIR: dataDir.path, RESPONSE_VALIDATION: '1', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, db: database.db, document, handlerFactories: [() => handlers] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await dataDir?.cleanup();
});

async function request(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Record<string, unknown> };
}

const postJson = (path: string, body: string) => request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('error envelope', () => {
  it('hides the details of an unexpected error', async () => {
    const answer = await request('/api/boom');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, message: 'Internal server error' });
    expect(answer.text).not.toMatch(/password_hash|relation|at .*\.ts/);
  });

  it('answers a response that does not match the contract with a 500', async () => {
    const answer = await request('/api/wrong-shape');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ success: false, message: 'Internal server error' });
  });

  it('validates the response as it goes on the wire (a Date is ISO text)', async () => {
    const answer = await request('/api/dated');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { at: '2026-01-02T03:04:05.000Z' } });
  });

  it('refuses to start when an operation of the contract has no handler', async () => {
    const config = loadConfig({ DATA_DIR: dataDir.path, PUBLIC_DIR: dataDir.path, LOG_LEVEL: 'silent' });
    const withUnserved = {
      ...document,
      paths: { ...document.paths, '/not-yet': { get: { operationId: 'notYet', 'x-roles': ['public'], responses: ok() } } },
    };
    await expect(buildApp({ config, db: database.db, document: withUnserved, handlerFactories: [() => handlers] })).rejects.toThrow(
      'These operations of the contract have no handler: notYet (GET /api/not-yet)',
    );
  });

  it('refuses to start when an operation of the contract has no x-roles', async () => {
    const config = loadConfig({ DATA_DIR: dataDir.path, PUBLIC_DIR: dataDir.path, LOG_LEVEL: 'silent' });
    const unguarded = {
      ...document,
      paths: { ...document.paths, '/open-by-omission': { get: { operationId: 'openByOmission', security: [{ bearerAuth: [] }], responses: ok() } } },
    };
    await expect(
      buildApp({ config, db: database.db, document: unguarded, handlerFactories: [() => ({ ...handlers, openByOmission: async () => ({ success: true }) })] }),
    ).rejects.toThrow('Operation openByOmission (GET /open-by-omission) has no x-roles');
  });

  it('sends Retry-After with a 429', async () => {
    const answer = await request('/api/slow-down');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.body).toEqual({ success: false, message: 'Wait before asking again' });
  });

  it('refuses a missing or unknown token with 401 Unauthorized', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }] as Array<Record<string, string>>) {
      const answer = await request('/api/secret', { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Unauthorized' });
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('checks the token before the body, so an anonymous caller learns nothing from validation', async () => {
    const attempts: RequestInit[] = [
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'note' },
      { method: 'POST' },
    ];
    for (const init of attempts) {
      const answer = await request('/api/secret', init);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'Unauthorized' });
    }
  });
});

describe('request validation', () => {
  it('coerces query strings but not bodies', async () => {
    expect((await request('/api/items?limit=5')).body).toEqual({ success: true, data: { limit: 5, type: 'number' } });
    const answer = await postJson('/api/items', JSON.stringify({ count: '5' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'count must be a whole number',
      errors: [{ path: '/count', message: 'count must be a whole number' }],
    });
  });

  it('rejects a bad query value with a field message', async () => {
    const answer = await request('/api/items?limit=0');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: '/limit', message: 'limit must be at least 1' }]);
  });

  it('keeps a valid body as sent (nothing stripped, nothing added)', async () => {
    const answer = await postJson('/api/items', JSON.stringify({ count: 2, label: 'Stand A' }));
    expect(answer.body).toEqual({ success: true, data: { count: 2, label: 'Stand A' } });
  });

  it('rejects unknown fields instead of silently dropping them', async () => {
    const answer = await postJson('/api/items', JSON.stringify({ count: 2, isAdmin: true }));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ path: '/isAdmin', message: 'isAdmin is not an accepted field' }]);
  });

  it('answers malformed JSON with a 400 envelope and no stack', async () => {
    const answer = await postJson('/api/items', '{"count": 2,');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('answers a missing required body with 400 and an empty JSON body like no body', async () => {
    const missing = await request('/api/items', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The request body is required: send a JSON object (application/json)');
    const empty = await postJson('/api/items', '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The request body must be an object');
  });

  it('answers a content type the operation does not take with 415', async () => {
    const answer = await request('/api/items', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'count=2' });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Unsupported content type "text/plain": send a JSON object (application/json)');
  });

  it('answers a body over the limit with 413', async () => {
    const answer = await postJson('/api/items', JSON.stringify({ count: 1, label: 'x'.repeat(1_100_000) }));
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The request body is too large' });
  });
});

describe('multipart uploads', () => {
  const form = (...files: Array<[string, number]>) => {
    const data = new FormData();
    for (const [name, size] of files) data.append('file', new Blob([new Uint8Array(size)]), name);
    return data;
  };

  it('hands the file to the handler', async () => {
    const answer = await request('/api/upload', { method: 'POST', body: form(['brochure.pdf', 1234]) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { name: 'brochure.pdf', size: 1234 } });
  });

  it.each([10 * 1024 * 1024 + 1, 11 * 1024 * 1024])('cuts a %i-byte file at 10 MB so the handler can refuse it', async (size) => {
    const answer = await request('/api/upload', { method: 'POST', body: form(['big.pdf', size]) });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'The file is too large: the limit is 10 MB' });
  });

  it('refuses JSON sent to the upload with 415', async () => {
    const answer = await postJson('/api/upload', '{}');
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe('Unsupported content type "application/json": send a multipart/form-data form');
  });
});
