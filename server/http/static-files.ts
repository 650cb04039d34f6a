// The built portal at /exhibitor/ (with the single-page-app fallback) and uploaded files at /files/.
import { mkdir } from 'node:fs/promises';
import { basename, extname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDiskFileStore, type FileStore } from '../storage/file-store.ts';
import { answerStoreUnavailable, FILE_UNAVAILABLE_MESSAGE } from './store-unavailable.ts';

export const portalPrefix = '/exhibitor/';

/** The organiser's console, served by the same page (src/main.tsx starts the console there). */
export const consolePrefix = '/organiser/';
export const filesPrefix = '/files/';

/** Shown in the browser, not downloaded: the upload rules accept these image types only. */
const inlineImageExtensions = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp']);

export async function registerPortal(app: FastifyInstance, publicDir: string): Promise<void> {
  const assetsDir = join(publicDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: portalPrefix,
    // The page itself is sent by the not-found handler (portal-page.ts), with the host's event in it.
    index: false,
    dotfiles: 'ignore',
    // A missing dist/ is reported per request (portal-page.ts), not as a start-up warning.
    suppressWarning: true,
    // The build writes `.br` and `.gz` beside its text assets (scripts/precompress-assets.ts): sent
    // as they are, with no compressing per request. A file without one is compressed on the fly.
    preCompressed: true,
    setHeaders(reply, path) {
      // Vite puts content hashes in asset names, so they never change; index.html must be revalidated.
      if (path.startsWith(assetsDir)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}

/** The headers every stored file is sent with, whichever store holds it. */
function setFileHeaders(reply: { header(name: string, value: string): unknown }, path: string): void {
  const name = basename(path).replace(/["\\\r\n]/g, '_');
  const disposition = inlineImageExtensions.has(extname(path).toLowerCase()) ? 'inline' : 'attachment';
  reply.header('content-disposition', `${disposition}; filename="${name}"`);
  reply.header('x-content-type-options', 'nosniff');
  // A stored file is data, never a page: even if a browser renders it, it runs nothing.
  reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
}

/**
 * Uploaded files at /files/. A disk store's folder is served by @fastify/static (ranges, ETags,
 * conditional GETs); any other store is read through its `get`, with the same headers and the same
 * 404 for a missing file.
 */
export async function registerUploads(app: FastifyInstance, store: FileStore): Promise<void> {
  if (isDiskFileStore(store)) {
    await mkdir(store.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: store.root,
      prefix: filesPrefix,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: setFileHeaders,
    });
    return;
  }
  app.route({
    // Fastify answers HEAD from this GET route too.
    method: 'GET',
    url: `${filesPrefix}*`,
    handler: async (request, reply) => sendStoredFile(store, request, reply),
  });
}

async function sendStoredFile(store: FileStore, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const raw = (request.params as { '*'?: string })['*'] ?? '';
  // The store refuses anything that is not a plain relative path (no `..`, dotfiles or empty parts).
  const file = await store.get(raw).catch(answerStoreUnavailable(FILE_UNAVAILABLE_MESSAGE));
  if (!file) {
    // The server's one not-found answer, as @fastify/static gives for a missing disk file.
    reply.callNotFound();
    return reply;
  }
  setFileHeaders(reply, raw);
  reply.header('content-type', file.contentType);
  reply.header('content-length', String(file.size));
  // As @fastify/static sends disk files: cacheable, but revalidated on every use.
  reply.header('cache-control', 'public, max-age=0');
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (file.etag) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
  }
  if (request.method === 'HEAD') {
    // An empty stream keeps the Content-Length set above (an empty body would answer 0).
    file.body.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(file.body);
}

/** Paths under /exhibitor/ that name a file (have an extension) 404 instead of getting the page. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.');
}

export type SendPortalPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * One not-found handler for the whole server: /api answers the JSON envelope, client-side routes
 * under /exhibitor/ (and the folder itself) get the portal page, `/` and `/exhibitor` go to the portal.
 */
export function registerNotFound(app: FastifyInstance, sendPortalPage: SendPortalPage): void {
  // The folder itself: the static files plugin would refuse it (no index, no listing).
  app.get(portalPrefix, sendPortalPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${path}` });
    }
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (readsPage && (path === '/' || path === '/exhibitor')) {
      return reply.redirect(portalPrefix, 302);
    }
    if (readsPage && path.startsWith(portalPrefix) && !looksLikeFile(path)) {
      return sendPortalPage(request, reply);
    }
    // The organiser's console is the same page, which starts the console instead of the portal.
    if (readsPage && (path === consolePrefix.slice(0, -1) || (path.startsWith(consolePrefix) && !looksLikeFile(path)))) {
      return sendPortalPage(request, reply);
    }
    return reply.code(404).send({ success: false, message: 'Not found' });
  });
}
