// The contract as data: openapi/exhibitor-portal.yaml parsed once, and its operations listed. The
// routes (openapi.ts), the role guard (role-guard.ts) and the scripts all read it from here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { projectRoot } from '../config.ts';

export const openApiPath = join(projectRoot, 'openapi', 'exhibitor-portal.yaml');

export type OpenApiDocument = Record<string, unknown> & { paths?: Record<string, Record<string, unknown>> };

const loaded = new Map<string, Promise<OpenApiDocument>>();

/** Parsed once per process: tests start many servers, and nothing here mutates the document. */
export function loadOpenApiDocument(path = openApiPath): Promise<OpenApiDocument> {
  let document = loaded.get(path);
  if (!document) {
    document = readFile(path, 'utf8').then((text) => parse(text) as OpenApiDocument);
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
