// The sign-in page painted by the server: the build's static form in #root with the event's words
// (escaped), its styles inline and allowed by their hashes, and only where the form is what the
// address shows first.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_SIGN_IN_FILE, SIGN_IN_SLOTS } from '../../src/rules/prerendered-sign-in.ts';
import { createTempDataDir, type TempDataDir } from '../db/testing.ts';
import { paintSignIn, readPaintedSignIn, signInWords } from './painted-sign-in.ts';
import { createPortalPage } from './portal-page.ts';

const css = '.title{font-weight:700}';
const html =
  '<!doctype html><html><head><script type="module" crossorigin src="/exhibitor/assets/index-1a2b3c.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/exhibitor/assets/index-4d5e6f.css"></head><body><div id="root"></div></body></html>';
const form = {
  withGoogle: `<h1>Log in to your ${SIGN_IN_SLOTS.productName} Account.</h1><p>${SIGN_IN_SLOTS.eventTitle}</p><button>Continue with Google</button>`,
  withoutGoogle: `<h1>Log in to your ${SIGN_IN_SLOTS.productName} Account.</h1><p>${SIGN_IN_SLOTS.eventTitle}</p>`,
};
const event = { _id: 'e1', title: 'Expo <2026> & "Friends" $&', productName: 'Booth Desk', googleLoginEnabled: false };
const colouredEvent = { ...event, primaryColor: '#0B8043', accentColor: 'red;}</style>' };
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let build: TempDataDir;
let app: FastifyInstance;

beforeAll(async () => {
  build = await createTempDataDir('exhibitor-portal-painted-');
  await mkdir(join(build.path, 'assets'));
  await mkdir(join(build.path, '.vite'));
  await writeFile(join(build.path, 'index.html'), html);
  await writeFile(join(build.path, 'assets', 'index-4d5e6f.css'), css);
  await writeFile(join(build.path, PRERENDERED_SIGN_IN_FILE), JSON.stringify(form));
  app = Fastify();
  app.setNotFoundHandler(
    createPortalPage({
      publicDir: build.path,
      eventFor: async (host) => (host.startsWith('no-event') ? null : host.startsWith('coloured') ? colouredEvent : event),
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await build?.cleanup();
});

describe('the painted sign-in page', () => {
  it('fills the form with the event, escaped, and carries the styles inline', async () => {
    const painted = await readPaintedSignIn(build.path, html);
    expect(painted).not.toBeNull();
    const page = paintSignIn(painted!, signInWords(event)!);
    expect(page).toContain(
      '<div id="root"><h1>Log in to your Booth Desk Account.</h1><p>Expo &lt;2026&gt; &amp; &quot;Friends&quot; $&amp;</p></div>',
    );
    expect(page).toContain(`<style>${css}</style>`);
    // The link stays for the module loader to find, disabled so it is not fetched.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/exhibitor/assets/index-4d5e6f.css" disabled>');
    expect(painted!.styleHashes).toEqual([`sha256-${createHash('sha256').update(css).digest('base64')}`]);
  });

  it('offers Google when the event does, and names the event where it has no product name', () => {
    expect(signInWords({ title: 'Expo', googleLoginEnabled: true })).toEqual({ title: 'Expo', productName: 'Expo', googleLoginEnabled: true });
    expect(signInWords({ title: 'Expo', productName: '' })?.productName).toBe('Expo');
    expect(signInWords({ name: 'no title' })).toBeNull();
    expect(signInWords(null)).toBeNull();
  });

  it('is served on the sign-in form addresses, its inline styles allowed by hash', async () => {
    for (const url of ['/exhibitor/login', '/exhibitor/mobile-login']) {
      const answer = await app.inject({ url, headers: { host: 'expo.example.com' } });
      expect(answer.body).toContain('<div id="root"><h1>Log in to your Booth Desk Account.</h1>');
      expect(answer.body).toContain('<script type="application/json" id="portal-event">');
      expect(answer.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    }
  });

  it('is not served where the app draws something else first, nor without the event', async () => {
    for (const [url, host] of [
      ['/exhibitor/otp-verification', 'expo.example.com'],
      ['/exhibitor/login?register=1', 'expo.example.com'],
      ['/exhibitor/', 'expo.example.com'],
      ['/exhibitor/login', 'no-event.example.com'],
    ] as const) {
      const answer = await app.inject({ url, headers: { host } });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/exhibitor/assets/index-4d5e6f.css">');
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
  });

  it("carries the event's colours from the first paint, allowed by their hash, on every address", async () => {
    const look = ':root{--colors-accent-default:#0b8043;--colors-accent-emphasized:color-mix(in srgb, #0b8043 85%, #000);' +
      '--colors-accent-fg:#ffffff;--colors-accent-text:#0b8043;--colors-accent-subtle:color-mix(in srgb, #0b8043 10%, #fff);' +
      '--colors-accent-border:color-mix(in srgb, #0b8043 35%, #fff);--colors-focus-ring:#0b8043}';
    for (const url of ['/exhibitor/login', '/exhibitor/']) {
      const answer = await app.inject({ url, headers: { host: 'coloured.example.com' } });
      // The accent "colour" that is none is left out: the sheet is exactly the primary colour's.
      expect(answer.body, url).toContain(`<style>${look}</style></head>`);
      expect(answer.headers['content-security-policy'], url).toContain(hashOf(look));
    }
    const painted = await app.inject({ url: '/exhibitor/login', headers: { host: 'coloured.example.com' } });
    expect(painted.headers['content-security-policy']).toContain(`style-src 'self' ${hashOf(css)} ${hashOf(look)}`);
    // An event without colours: no sheet of its own (the earlier cases check its pages' policy).
    expect((await app.inject({ url: '/exhibitor/', headers: { host: 'expo.example.com' } })).body).not.toContain('<style>:root');
  });

  it('is left out for a build without the static form', async () => {
    expect(await readPaintedSignIn(join(build.path, 'assets'), html)).toBeNull();
  });
});
