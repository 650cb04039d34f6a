// The portal's page (index.html), as the server sends it for every address under /exhibitor/. Three
// things are written into it so the sign-in form paints without a request waterfall:
// - the event of the host the page was asked for, in the JSON block the app reads at start
//   (src/machines/app/event-loading.actors.ts, `servedEvent`), so no lookup stands before the form;
//   the lookup stays for a page without it (the service worker's copy, a database that did not
//   answer in time), with the spec's loading, error and retry;
// - on every address, `<link rel="modulepreload">` for the chunks the entry starts the page with
//   (src/main.tsx imports them in steps, each evaluated in a task of its own), and but for the
//   sign-in form's addresses, the API layer's (loaded at the first call, not by the start); on the sign-in
//   addresses, also modulepreload and stylesheet links for the sign-in screen's chunks, from Vite's
//   manifest, so they download beside the entry instead of after it;
//   on a signed-in screen's address, the same for that screen's chunks (the shell's routes, its view,
//   its machine and actors), its styles only preloaded: whoever opens such an address is nearly
//   always signed in, and a visitor who is not pays those bytes once, then has them cached for after
//   signing in. `/` may be either screen, so it preloads only the start;
// - on the sign-in form's addresses, the form itself with the event's words and its styles inline
//   (painted-sign-in.ts): the phone draws it from this one answer, before any script has arrived.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGN_IN_CHUNK, START_CHUNK } from './chunk-names.ts';
import { SERVED_EVENT_ELEMENT_ID } from '../../src/rules/served-event.ts';
import { eventLook, lookStyleSheet } from '../../src/rules/event-look.ts';
import { PAINTED_SIGN_IN_PATHS, paintSignIn, readPaintedSignIn, signInWords, styleHash, type PaintedSignIn } from './painted-sign-in.ts';
import { contentSecurityPolicyHeader } from './security-headers.ts';


/** Longest the page waits for the event: past it the page goes without, and the app asks itself. */
const EVENT_WAIT_MS = 300;

/**
 * What the entry starts every page with (src/main.tsx): the machines (the build's start chunk, by its
 * group's name), then the views (their module's chunk).
 */
export const START_MODULES: readonly string[] = ['src/ui/render-app.tsx'];

/**
 * The API layer (openapi-fetch, Effect's runtime): not part of the start, it loads at the first call
 * (src/api/deferred-runner.ts). Every address but the sign-in form's calls the API at once (the
 * session's user, the screen's reads), so it comes with the start there instead of a round trip later.
 */
export const API_MODULES: readonly string[] = ['src/api/request.ts'];

/**
 * The manifest's key of the chunk the build writes for a group of modules (scripts/chunk-groups.ts),
 * found by the group's name: a group's chunk is keyed by its file, which changes with every build.
 */
export const groupChunkKey = (manifest: Record<string, ManifestChunk>, name: string): string | undefined =>
  Object.entries(manifest).find(([, chunk]) => chunk.name === name && chunk.src === undefined)?.[0];

/** Addresses that open the sign-in screen whatever the session; `/` may be the dashboard instead. */
const SIGN_IN_PATHS = new Set(['/exhibitor/login', '/exhibitor/mobile-login', '/exhibitor/otp-verification']);

/** A signed-in screen's modules by feature folder: the signed-in route table and screen loaders, its view, its screen machine and the machine's actors. */
const screenModules = (feature: string, machine: string): readonly string[] => [
  'src/ui/routes/portal-routes.tsx',
  'src/ui/app/signed-in-screen-loaders.ts',
  `src/ui/${feature}/${feature}-page.tsx`,
  `src/machines/${feature}/${machine}.machine.ts`,
  `src/machines/${feature}/${machine}.actors.ts`,
];

/** The signed-in screens that read something when opened, by address. */
export const SIGNED_IN_SCREEN_MODULES: Readonly<Record<string, readonly string[]>> = {
  // The dashboard's quick actions (Lead Management's and Team Management's dialogs) come from the frame.
  '/exhibitor/dashboard': [...screenModules('dashboard', 'dashboard'), 'src/machines/dashboard-quick-actions.ts'],
  '/exhibitor/leads': screenModules('leads', 'leads-screen'),
  '/exhibitor/scan': screenModules('scan', 'scan-screen'),
  '/exhibitor/team': screenModules('team', 'team-screen'),
  '/exhibitor/tickets': screenModules('tickets', 'tickets-screen'),
  '/exhibitor/products': screenModules('products', 'products-screen'),
  '/exhibitor/resources': screenModules('resources', 'resources-screen'),
  '/exhibitor/profile': screenModules('profile', 'profile-screen'),
  '/exhibitor/activity': screenModules('activity', 'activity-screen'),
  '/exhibitor/integrations': screenModules('integrations', 'integrations-screen'),
};

export interface PortalPageOptions {
  readonly publicDir: string;
  /** The event for a host, as GET /auth/domain-event answers it in `domainData.event`; null when none. */
  eventFor(host: string): Promise<unknown>;
}

interface ManifestChunk {
  file: string;
  /** The chunk's name: a group's (scripts/chunk-groups.ts) or its entry module's. */
  name?: string;
  /** The entry module behind the chunk; none for a group's chunk. */
  src?: string;
  imports?: string[];
  css?: string[];
}

interface BuiltPage {
  readonly html: string;
  /** The preload links of an address that has none of its own: the start's chunks. */
  readonly startLinks: string;
  /** The sign-in form painted from the served page; null when the build has no static form. */
  readonly signIn: PaintedSignIn | null;
  /** The preload links of each address that has some. */
  readonly links: ReadonlyMap<string, string>;
}

/** Sends the page; the build is read again only when index.html changed (a new build). */
export function createPortalPage(options: PortalPageOptions) {
  let cached: { readonly builtAt: number; readonly page: Promise<BuiltPage | null> } | null = null;
  const load = async (): Promise<BuiltPage | null> => {
    const builtAt = await stat(join(options.publicDir, 'index.html')).then((file) => file.mtimeMs, () => null);
    if (builtAt === null) return null;
    if (cached?.builtAt !== builtAt) cached = { builtAt, page: readBuild(options.publicDir) };
    return cached.page;
  };

  return async function sendPortalPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = await load();
    if (page === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The portal has not been built: run "npm run build" (looked in ${options.publicDir}).`);
    }
    const [path = '', query] = request.url.split('?', 2);
    const event = await withinTime(options.eventFor(request.host), EVENT_WAIT_MS);
    // The event's colours from the first paint, not only once the app has started.
    const look = lookStyleSheet(eventLook(typeof event === 'object' ? (event as Parameters<typeof eventLook>[0]) : null).colours);
    const head = [
      page.links.get(path.replace(/\/$/, '')) ?? page.startLinks,
      event === null ? '' : `<script type="application/json" id="${SERVED_EVENT_ELEMENT_ID}">${jsonForScript({ event })}</script>`,
      look === '' ? '' : `<style>${look}</style>`,
    ].join('');
    // The plain sign-in address, with the event known: the form itself is in the page. With a query
    // (an invitation's fields, a return from Google) the app draws what it says instead.
    const words = PAINTED_SIGN_IN_PATHS.has(path) && query === undefined ? signInWords(event) : null;
    const painted = page.signIn !== null && words !== null ? { html: paintSignIn(page.signIn, words), hashes: page.signIn.styleHashes } : null;
    const inlineStyles = [...(painted?.hashes ?? []), ...(look === '' ? [] : [styleHash(look)])];
    if (inlineStyles.length > 0) reply.header('content-security-policy', contentSecurityPolicyHeader(inlineStyles));
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      // The page differs by host (its event): a shared cache must not give one event's page to another.
      .header('vary', 'host')
      .type('text/html; charset=utf-8')
      .send((painted?.html ?? page.html).replace('</head>', () => `${head}</head>`));
  };
}

async function readBuild(publicDir: string): Promise<BuiltPage | null> {
  let html: string;
  try {
    html = await readFile(join(publicDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const manifest = await readFile(join(publicDir, '.vite', 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Record<string, ManifestChunk>)
    .catch(() => ({}) as Record<string, ManifestChunk>);
  const links = new Map<string, string>();
  const groups = (...names: string[]) => names.flatMap((name) => groupChunkKey(manifest, name) ?? []);
  const start = [...groups(START_CHUNK), ...START_MODULES];
  // The sign-in screen's chunk holds its routes, its screen machine and actors.
  const signIn = preloadLinks(manifest, [...start, ...groups(SIGN_IN_CHUNK)], html, 'stylesheet');
  for (const path of SIGN_IN_PATHS) links.set(path, signIn);
  for (const [path, modules] of Object.entries(SIGNED_IN_SCREEN_MODULES)) {
    links.set(path, preloadLinks(manifest, [...start, ...API_MODULES, ...modules], html, 'preload'));
  }
  const startLinks = preloadLinks(manifest, [...start, ...API_MODULES], html, 'stylesheet');
  return { html, startLinks, links, signIn: await readPaintedSignIn(publicDir, html) };
}

/**
 * modulepreload links for the chunks of `modules` and what they import, less what the page already
 * has, and for their styles: applied at once (`stylesheet`, for the screen the address always shows)
 * or only fetched (`preload`, applied when the screen's code loads them).
 */
export function preloadLinks(manifest: Record<string, ManifestChunk>, modules: readonly string[], html: string, styles: 'stylesheet' | 'preload'): string {
  const scripts = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  const present = (file: string) => html.includes(`/${file}"`);
  return [
    ...[...sheets]
      .filter((file) => !present(file))
      .map((file) => (styles === 'stylesheet' ? `<link rel="stylesheet" href="/exhibitor/${file}">` : `<link rel="preload" as="style" href="/exhibitor/${file}">`)),
    ...[...scripts].filter((file) => !present(file)).map((file) => `<link rel="modulepreload" crossorigin href="/exhibitor/${file}">`),
  ].join('');
}

/** JSON that cannot end the script element it sits in, nor open a comment in it. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The promise's value if it settles in time, else null; a failure is null too (the app asks itself). */
async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}
