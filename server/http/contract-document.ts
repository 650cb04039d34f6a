// The contract as data: openapi/exhibitor-portal.yaml parsed once, and its operations listed. The
// routes (openapi.ts), the role guard (role-guard.ts) and the scripts all read it from here.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../config.ts';

export const openApiPath = join(projectRoot, 'openapi', 'exhibitor-portal.yaml');

export type OpenApiDocument = Record<string, unknown> & { paths?: Record<string, Record<string, unknown>> };

/**
 * Where a parsed document is kept as JSON, by the hash of its text: parsing the contract's YAML took
 * 0.3 to 1.5 s of every process that reads it (each server start), reading the JSON a few
 * milliseconds. Beside the other tools' caches, inside the project, so nobody else can write it.
 */
export const parsedDocumentsFolder = join(projectRoot, 'node_modules', '.cache', 'exhibitor-portal', 'contract');

/** The parsed document, from the JSON kept for this exact text, or parsed and kept. */
export async function parseOpenApiText(text: string, folder = parsedDocumentsFolder): Promise<OpenApiDocument> {
  const name = `${createHash('sha256').update(text).digest('hex').slice(0, 40)}.json`;
  const kept = await readFile(join(folder, name), 'utf8').catch(() => undefined);
  if (kept !== undefined) return JSON.parse(kept) as OpenApiDocument;
  const document = parse(text) as OpenApiDocument;
  await keepParsed(folder, name, JSON.stringify(document)).catch(() => {
    // A read-only install parses every time; nothing else changes.
  });
  return document;
}

/** Written under a temporary name and renamed, so a server starting meanwhile never reads half of it. */
async function keepParsed(folder: string, name: string, json: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const temporary = join(folder, `${name}.${process.pid}.tmp`);
  await writeFile(temporary, json);
  await rename(temporary, join(folder, name));
  // An edited contract leaves its earlier form behind: only the current one is kept.
  for (const other of await readdir(folder)) {
    if (other !== name && other.endsWith('.json')) await rm(join(folder, other), { force: true });
  }
}

const loaded = new Map<string, Promise<OpenApiDocument>>();

/** Parsed once per process: tests start many servers, and nothing here mutates the document. */
export function loadOpenApiDocument(path = openApiPath): Promise<OpenApiDocument> {
  let document = loaded.get(path);
  if (!document) {
    document = readFile(path, 'utf8').then((text) => parseOpenApiText(text));
    document.catch(() => loaded.delete(path));
    loaded.set(path, document);
  }
  return document;
}

/** The keys of a path item that are operations (the rest are shared parameters, a summary...). */
export const httpMethods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

export interface Operation {
  operationId: string;
  method: string;
  path: string;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.has(method)) continue;
      const operationId = (operation as { operationId?: unknown }).operationId;
      if (typeof operationId === 'string') operations.push({ operationId, method: method.toUpperCase(), path });
    }
  }
  return operations;
}
