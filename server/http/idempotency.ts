// Idempotency-Key (the contract's IdempotencyKey parameter): a write sent again with the same key,
// as an outbox does after losing an answer, answers what the first did and writes nothing. The
// first request's status and JSON body are kept per (user, key) for 48 hours in idempotency_keys.
// Which operations take a key comes from the contract, as x-roles does, so a new operation that
// lists the parameter is covered without code here.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { idempotencyKeys } from '../db/schema/all-tables.ts';
import type { Handler, HandlerMap } from '../context/operation-types.ts';
import { ApiError } from './api-error.ts';
import { listOperations, type OpenApiDocument } from './contract-document.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEEP_MS = 48 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;
/** A claim whose request never finished (its server stopped) is given up after this long. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** How long a repeat waits for a first request running in another server process. */
const WAIT_FOR_OTHER_MS = 30_000;
const POLL_MS = 50;
/** The status of a claimed key whose first request is still running. */
const RUNNING = 0;

/** The operations whose contract lists the IdempotencyKey parameter (or a header of that name). */
export function idempotentOperations(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const { operationId, method, path } of listOperations(document)) {
    const operation = document.paths![path]![method.toLowerCase()] as { parameters?: unknown[] };
    const takesKey = (operation.parameters ?? []).some((parameter) => {
      const p = parameter as { $ref?: unknown; name?: unknown; in?: unknown };
      if (p.$ref === '#/components/parameters/IdempotencyKey') return true;
      return typeof p.name === 'string' && p.name.toLowerCase() === IDEMPOTENCY_HEADER && p.in === 'header';
    });
    if (takesKey) found.add(operationId);
  }
  return found;
}

/** JSON with every object's keys sorted, so the same request hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(operationId: string, params: unknown, body: unknown): string {
  return createHash('sha256').update(canonicalJson([operationId, params ?? {}, body ?? null])).digest('hex');
}

interface KeyRule {
  pattern: RegExp;
  minLength: number;
  maxLength: number;
}

/**
 * The key's shape from the contract's IdempotencyKey parameter. Header parameters are not checked by
 * the route's validation, so the wrapper checks the key itself.
 */
export function idempotencyKeyRule(document: OpenApiDocument): KeyRule {
  const components = (document.components ?? {}) as { parameters?: Record<string, { schema?: Record<string, unknown> }> };
  const schema = components.parameters?.IdempotencyKey?.schema ?? {};
  return {
    pattern: new RegExp(typeof schema.pattern === 'string' ? schema.pattern : '^[A-Za-z0-9_-]+$', 'u'),
    minLength: typeof schema.minLength === 'number' ? schema.minLength : 8,
    maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : 128,
  };
}

function checkedKey(rule: KeyRule, key: string): string {
  if (key.length < rule.minLength || key.length > rule.maxLength || !rule.pattern.test(key)) {
    throw new ApiError(400, `The Idempotency-Key header must be ${rule.minLength} to ${rule.maxLength} letters, digits, - or _`, [
      { path: '/Idempotency-Key', message: 'must be a key made of letters, digits, - or _' },
    ]);
  }
  return key;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const otherRequestError = () => new ApiError(409, 'This Idempotency-Key was used for another request.');

/** Wraps the handlers of the operations that take an Idempotency-Key. */
export function withIdempotency(handlers: HandlerMap, document: OpenApiDocument, db: Database): HandlerMap {
  const operations = idempotentOperations(document);
  const rule = idempotencyKeyRule(document);
  // First requests running in this process, by user and key: a repeat waits for it without polling.
  const running = new Map<string, Promise<unknown>>();
  let lastPrune = 0;

  async function prune(request: FastifyRequest): Promise<void> {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
      .catch((error: unknown) => request.log.warn({ err: error }, 'pruning idempotency keys failed'));
  }

  /** Claims the key for this request; false when another request holds it. */
  async function claim(userId: string, key: string, operation: string, hash: string): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ userId, key, operation, requestHash: hash, statusCode: RUNNING, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length === 1;
  }

  const keyOf = (userId: string, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))!;

  /** Drops a claim that can no longer answer: expired, or abandoned while running. */
  async function dropIfStale(userId: string, key: string): Promise<void> {
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          keyOf(userId, key),
          sql`(${idempotencyKeys.createdAt} < ${new Date(Date.now() - KEEP_MS)} or (${idempotencyKeys.statusCode} = ${RUNNING} and ${idempotencyKeys.createdAt} < ${new Date(Date.now() - ABANDONED_AFTER_MS)}))`,
        ),
      );
  }

  function wrap(operationId: string, handler: Handler): Handler {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const sent = Array.isArray(header) ? header[0] : header;
      const userId = request.auth?.userId;
      if (sent === undefined || userId === undefined) return handler(request, reply);
      const key = checkedKey(rule, sent);
      await prune(request);
      const hash = requestHash(operationId, request.params, request.body);
      const slot = `${userId}\n${key}`;
      const deadline = Date.now() + WAIT_FOR_OTHER_MS;
      for (;;) {
        await dropIfStale(userId, key);
        if (await claim(userId, key, operationId, hash)) break;
        const [stored] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
        if (!stored) continue; // released by a first request that failed: try to claim again
        if (stored.requestHash !== hash || stored.operation !== operationId) throw otherRequestError();
        if (stored.statusCode !== RUNNING) {
          reply.code(stored.statusCode);
          return stored.body;
        }
        const inProcess = running.get(slot);
        if (inProcess) await inProcess.catch(() => undefined);
        else if (Date.now() < deadline) await sleep(POLL_MS);
        else throw new ApiError(409, 'A request with this Idempotency-Key is still being processed; try again shortly.');
      }
      const first = (async () => {
        try {
          const result = await handler(request, reply);
          // Only a success is kept: a refused or failed request may be sent again with the same key.
          if (reply.statusCode >= 200 && reply.statusCode < 300 && result !== undefined && !reply.sent) {
            await db
              .update(idempotencyKeys)
              .set({ statusCode: reply.statusCode, body: JSON.parse(JSON.stringify(result)) as unknown })
              .where(keyOf(userId, key));
          } else {
            await db.delete(idempotencyKeys).where(keyOf(userId, key));
          }
          return result;
        } catch (error) {
          await db.delete(idempotencyKeys).where(keyOf(userId, key)).catch(() => undefined);
          throw error;
        }
      })();
      running.set(slot, first);
      try {
        return await first;
      } finally {
        running.delete(slot);
      }
    };
  }

  const wrapped: HandlerMap = { ...handlers };
  for (const operationId of operations) {
    const handler = handlers[operationId];
    if (handler) wrapped[operationId] = wrap(operationId, handler);
  }
  return wrapped;
}
