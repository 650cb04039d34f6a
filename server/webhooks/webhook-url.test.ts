// The URL check when an endpoint is added, with real DNS: literal addresses and `localhost`
// resolve on any machine without a network.
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './webhook-url.ts';

describe('a webhook URL in production', () => {
  it.each([
    ['http://crm.example.com/hooks', /Use an https:\/\/ address/],
    ['https://localhost:4000/hooks', /localhost \((127\.0\.0\.1|::1)\) is a loopback address/],
    ['https://127.0.0.1/hooks', /127\.0\.0\.1 is a loopback address \(this machine\); webhooks are sent only to public addresses\. Use the receiver's public https address\./],
    ['https://10.0.0.5/', /10\.0\.0\.5 is a private network address/],
    ['https://192.168.0.20/', /private network address/],
    ['https://169.254.169.254/latest/meta-data', /link-local address/],
    ['https://[::1]/', /::1 is a loopback address/],
    ['https://[::ffff:127.0.0.1]/', /loopback address/],
    ['https://[fd00::1]/', /unique-local \(private\) address/],
    ['https://[fe80::1]/', /link-local address/],
    ['https://0.0.0.0/', /unspecified address/],
    // The URL parser reads these as 127.0.0.1: another spelling changes nothing.
    ['https://2130706433/', /127\.0\.0\.1 is a loopback address/],
    ['https://0x7f.1/', /127\.0\.0\.1 is a loopback address/],
    ['https://no-such-host.invalid/', /The host no-such-host\.invalid could not be found/],
    ['ftp://crm.example.com/', /must start with https:\/\/ \(it starts with ftp:\/\/\)/],
    ['crm.example.com/hooks', /Enter the receiver's full address, starting with https:\/\//],
  ])('refuses %s, saying what to fix', async (url, message) => {
    const check = await checkWebhookUrl(url, true);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.message).toMatch(message);
  });

  it('takes an https URL on a public address, normalised', async () => {
    expect(await checkWebhookUrl(' https://8.8.8.8/hooks/leads path ', true)).toEqual({ ok: true, url: 'https://8.8.8.8/hooks/leads%20path' });
  });
});

describe('a webhook URL outside production', () => {
  it.each(['http://127.0.0.1:4000/hooks', 'http://localhost:4000/', 'http://[::1]:4000/', 'https://10.0.0.5/'])('allows %s, so a local receiver can be tried', async (url) => {
    expect((await checkWebhookUrl(url, false)).ok).toBe(true);
  });

  it('still needs an http(s) address', async () => {
    expect(await checkWebhookUrl('javascript:alert(1)', false)).toMatchObject({ ok: false, message: expect.stringMatching(/must start with https:\/\//) });
  });
});
