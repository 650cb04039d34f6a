// "Continue with Google" starts count against the caller's IP like password sign-ins do.
import { describe, expect, it } from 'vitest';
import { freshIp, useApiServer } from '../testing/api-test-kit.ts';

const api = useApiServer('pglite', { env: { TRUST_PROXY: '1', LOGIN_LIMIT_PER_IP: '2' } });

describe('Continue with Google start limit', () => {
  it('sends an IP over the sign-in limit back to the login screen with the reason', async () => {
    const ip = freshIp();
    // No provider is set for the demo event: the first two are refused for that, the third for the limit.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await api.call('GET', '/api/auth/openid/start', { ip })).headers.get('location')).toBe('/exhibitor/login?openid_error=not_configured');
    }
    const limited = await api.call('GET', '/api/auth/openid/start', { ip });
    expect(limited.status).toBe(302);
    expect(limited.headers.get('location')).toBe('/exhibitor/login?openid_error=rate_limited');
    expect((await api.call('GET', '/api/auth/openid/start', { ip: freshIp() })).headers.get('location')).toBe('/exhibitor/login?openid_error=not_configured');
  });
});
