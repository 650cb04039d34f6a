// npm run admin -- openid set|show|remove against a real OpenID provider on this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/connect.ts';
import { createTempDataDir, type TempDataDir } from '../../db/testing.ts';
import { eventOpenIdProviders, events } from '../../db/schema/all-tables.ts';
import { runAdmin } from '../../admin/run.ts';
import { freePort } from '../../testing/spawn-server.ts';
import { startOpenIdProvider, type OpenIdTestProvider } from '../../testing/openid-provider.ts';

const DOMAIN = 'openid.example.com';
let dir: TempDataDir;
let provider: OpenIdTestProvider;

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { DATA_DIR: dir.path });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function stored() {
  const opened = await openDatabase({ dataDir: dir.path });
  try {
    const [event] = await opened.db.select().from(events).where(eq(events.domain, DOMAIN));
    const rows = await opened.db.select().from(eventOpenIdProviders).where(eq(eventOpenIdProviders.eventId, event!.id));
    return { shown: event!.googleLoginEnabled, rows };
  } finally {
    await opened.close();
  }
}

beforeAll(async () => {
  dir = await createTempDataDir();
  provider = await startOpenIdProvider({ redirectUris: [`https://${DOMAIN}/api/auth/openid/callback`], accounts: [] });
  expect((await admin('create-event', '--domain', DOMAIN, '--title', 'OpenID Expo')).code).toBe(0);
}, 180_000);
afterAll(async () => {
  await provider?.close();
  await dir?.cleanup();
});

describe('npm run admin -- openid', () => {
  it('refuses an issuer that is not an OpenID provider and stores nothing', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const refused = await admin('openid', 'set', '--event', DOMAIN, '--issuer', down, '--client-id', 'c', '--client-secret', 's');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${down} is not a reachable OpenID provider`);
    expect(refused.err).toContain(`${down}/.well-known/openid-configuration must answer its metadata`);
    const plain = await admin('openid', 'set', '--event', DOMAIN, '--issuer', 'http://accounts.example.com', '--client-id', 'c', '--client-secret', 's');
    expect(plain).toMatchObject({ code: 1, err: '--issuer must use https (plain http only on localhost), got "http://accounts.example.com".' });
    expect(await admin('openid', 'set', '--event', DOMAIN, '--issuer', provider.issuer, '--client-id', 'c')).toMatchObject({ code: 1, err: '--client-secret is required.' });
    expect(await admin('openid', 'launch', '--event', DOMAIN)).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run admin -- openid set') });
    expect(await stored()).toEqual({ shown: false, rows: [] });
  });

  it('sets, shows with the secret masked, and removes', async () => {
    const set = await admin('openid', 'set', '--event', DOMAIN, '--issuer', provider.issuer, '--client-id', provider.clientId, `--client-secret=${provider.clientSecret}`);
    expect(set.code).toBe(0);
    expect(set.out).toContain(`"Continue with Google" is on for ${DOMAIN} through ${provider.issuer}`);
    expect(set.out).toContain(`Register this redirect URI with the provider: https://${DOMAIN}/api/auth/openid/callback`);
    expect(await stored()).toMatchObject({ shown: true, rows: [{ issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret }] });

    const shown = await admin('openid', 'show', '--event', DOMAIN);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Issuer: ${provider.issuer}`);
    expect(shown.out).toContain(`Client secret: ********${provider.clientSecret.slice(-4)}`);
    expect(shown.out).not.toContain(provider.clientSecret);

    expect(await admin('openid', 'remove', '--event', DOMAIN)).toMatchObject({
      code: 0,
      out: `Removed the OpenID provider of ${DOMAIN}; "Continue with Google" is no longer shown.`,
    });
    expect(await stored()).toEqual({ shown: false, rows: [] });
    expect((await admin('openid', 'show', '--event', DOMAIN)).out).toBe(`No OpenID provider is set for ${DOMAIN}; "Continue with Google" is not shown.`);
  });
});
