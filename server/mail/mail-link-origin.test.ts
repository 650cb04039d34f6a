// Where a reminder's links point when there is no request, and the settings that decide it.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { mailLinkOrigin } from './mail-link-origin.ts';

describe('reminder settings', () => {
  it('reads PUBLIC_ORIGIN as an origin and CRON_CHECK_SECONDS, with pg-boss’s 30 s by default', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({}).jobs).toEqual({ cronCheckSeconds: 30 });
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Portal.Example.com/' }).publicOrigin).toBe('https://portal.example.com');
    expect(loadConfig({ CRON_CHECK_SECONDS: '2' }).jobs.cronCheckSeconds).toBe(2);
  });

  it.each([
    [{ PUBLIC_ORIGIN: 'portal.example.com' }, /PUBLIC_ORIGIN must be the portal's address like https:\/\/portal.example.com/],
    [{ PUBLIC_ORIGIN: 'ftp://portal.example.com' }, /PUBLIC_ORIGIN must be/],
    [{ PUBLIC_ORIGIN: 'https://portal.example.com/exhibitor' }, /\(no path\)/],
    [{ CRON_CHECK_SECONDS: '0' }, /CRON_CHECK_SECONDS must be a whole number of seconds from 1 to 45/],
    [{ CRON_CHECK_SECONDS: '46' }, /CRON_CHECK_SECONDS must be/],
    [{ CRON_CHECK_SECONDS: '1.5' }, /CRON_CHECK_SECONDS must be/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('mailLinkOrigin', () => {
  const config = loadConfig({ HOST: '127.0.0.1', PORT: '8080', DEFAULT_EVENT_DOMAIN: 'demo.exhibitor-portal.local' });

  it("uses PUBLIC_ORIGIN for every event when it is set", () => {
    const set = loadConfig({ PUBLIC_ORIGIN: 'https://portal.example.com' });
    expect(mailLinkOrigin(set, 'expo.example')).toBe('https://portal.example.com');
    expect(mailLinkOrigin(set, set.defaultEventDomain)).toBe('https://portal.example.com');
  });

  it("else the event's own domain over https, and this server's address for the default event", () => {
    expect(mailLinkOrigin(config, 'Expo.Example')).toBe('https://expo.example');
    expect(mailLinkOrigin(config, 'demo.exhibitor-portal.local')).toBe('http://127.0.0.1:8080');
    // PORT=0: the port the server really took.
    expect(mailLinkOrigin({ ...config, port: 0 }, 'demo.exhibitor-portal.local', 41234)).toBe('http://127.0.0.1:41234');
  });
});
