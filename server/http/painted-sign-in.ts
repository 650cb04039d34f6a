// The sign-in page as the server paints it: the build's static sign-in form (src/rules/prerendered-
// sign-in.ts) in #root with the event's words, and the entry's styles inline, so the phone draws the
// form from this one answer while the scripts are still on their way. Inline styles are allowed by
// their hashes alone (the policy keeps no 'unsafe-inline').
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRERENDERED_SIGN_IN_FILE, SIGN_IN_SLOTS, type PrerenderedSignIn } from '../../src/rules/prerendered-sign-in.ts';

/** Addresses whose first view is the sign-in form (the code step's address is not). */
export const PAINTED_SIGN_IN_PATHS = new Set(['/exhibitor/login', '/exhibitor/mobile-login']);

export interface PaintedSignIn {
  readonly form: PrerenderedSignIn;
  /** index.html with the styles of its stylesheet links inline, the links disabled. */
  readonly htmlWithInlineStyles: string;
  /** CSP hashes (`sha256-…`) of the inline styles. */
  readonly styleHashes: readonly string[];
}

const ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/exhibitor\/([^"]+\.css)"[^>]*>/g;

/** What the build offers for painting the sign-in page; null for a build without it (an older one, or a stand-in). */
export async function readPaintedSignIn(publicDir: string, html: string): Promise<PaintedSignIn | null> {
  if (!html.includes(ROOT)) return null;
  const form = await readFile(join(publicDir, PRERENDERED_SIGN_IN_FILE), 'utf8')
    .then((text) => JSON.parse(text) as PrerenderedSignIn)
    .catch(() => null);
  if (form === null) return null;
  const sheets = new Map<string, string>();
  for (const [, file] of html.matchAll(STYLESHEET_LINK)) sheets.set(file!, await readFile(join(publicDir, file!), 'utf8'));
  // A style sheet cannot end the style element it sits in (a Panda build never writes "</style").
  if ([...sheets.values()].some((css) => /<\/style/i.test(css))) return null;
  return {
    form,
    // Each link stays, disabled (never fetched): a chunk loaded later may name the sheet among its
    // dependencies, and Vite's loader fetches and applies one again unless a link to it is on the page.
    htmlWithInlineStyles: html.replace(STYLESHEET_LINK, (link, file: string) => `<style>${sheets.get(file)}</style>${link.replace(/>$/, ' disabled>')}`),
    styleHashes: [...sheets.values()].map(styleHash),
  };
}

/** The CSP source (`sha256-…`) that allows one inline style element holding `css`. */
export const styleHash = (css: string): string => `sha256-${createHash('sha256').update(css).digest('base64')}`;

/** The event's words of the form, when the served event has them. */
export interface SignInWords {
  readonly title: string;
  readonly productName: string;
  readonly googleLoginEnabled: boolean;
}

export function signInWords(event: unknown): SignInWords | null {
  if (typeof event !== 'object' || event === null) return null;
  const { title, productName, googleLoginEnabled } = event as Record<string, unknown>;
  if (typeof title !== 'string') return null;
  return { title, productName: typeof productName === 'string' && productName !== '' ? productName : title, googleLoginEnabled: googleLoginEnabled === true };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The page with the form painted into #root. */
export function paintSignIn(painted: PaintedSignIn, words: SignInWords): string {
  const form = (words.googleLoginEnabled ? painted.form.withGoogle : painted.form.withoutGoogle)
    .replaceAll(SIGN_IN_SLOTS.eventTitle, () => escapeHtml(words.title))
    .replaceAll(SIGN_IN_SLOTS.productName, () => escapeHtml(words.productName));
  // Replacements by function: an event's words may hold `$&` and the like.
  return painted.htmlWithInlineStyles.replace(ROOT, () => `<div id="root">${form}</div>`);
}
