// Security headers on every answer (API, SPA, files). The CSP allows only our own scripts and
// styles: Vite emits module scripts and Panda emits a CSS file, so neither needs 'unsafe-inline'.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  // 'wasm-unsafe-eval' lets the badge scanner compile its QR reader (zxing-wasm, served from 'self');
  // it allows WebAssembly compilation only, not eval of script text.
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  // Upload previews use blob: URLs; small icons may be data: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // The portal's service worker (/exhibitor/sw.js) and its web manifest, both our own files.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
} as const;

/**
 * The policy as one header value, for answers written outside Fastify (server/http/early-refusals.ts),
 * and for a page that carries its styles inline, allowed by their hashes (portal-page.ts).
 */
export function contentSecurityPolicyHeader(inlineStyleHashes: readonly string[] = []): string {
  return Object.entries(contentSecurityPolicy)
    .map(([name, values]) => `${name} ${[...values, ...(name === 'style-src' ? inlineStyleHashes.map((hash) => `'${hash}'`) : [])].join(' ')}`)
    .join(';');
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      // Copies, because helmet's types want mutable arrays. No upgrade-insecure-requests: the
      // portal is also served over plain HTTP on a LAN address, where upgrading would break it.
      directives: Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]])),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Same-origin by default; uploaded images are shown by our own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
