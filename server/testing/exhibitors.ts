// Signed-in exhibitors for tests: a demo account signed in through the real OTP flow, or a brand-new
// company registered through the real API, each with its token bound to a JSON caller.
import { callApi, type ApiAnswer } from './api-call.ts';
import { latestOutboxCode, signIn, type SignedIn } from './sign-in.ts';

export interface SignedInExhibitor extends SignedIn {
  exhibitorId: string;
  /** A call with this exhibitor's token; `json` as a string is sent as it is (for malformed bodies). */
  call(method: string, path: string, json?: unknown): Promise<ApiAnswer>;
}

function withCaller(origin: string, signed: SignedIn): SignedInExhibitor {
  return {
    ...signed,
    exhibitorId: signed.user.exhibitorId,
    call: (method, path, json) => callApi(origin, method, path, { token: signed.token, json }),
  };
}

/** Signs in an existing account by mobile number (the demo admins: 9876543210 and 9123456780). */
export async function signInExhibitor(origin: string, mobile: string): Promise<SignedInExhibitor> {
  return withCaller(origin, await signIn(origin, { mobile }));
}

/** Registers a brand-new company with its admin and signs it in: an exhibitor with no data at all. */
export async function registerNewExhibitor(origin: string, mobile: string): Promise<SignedInExhibitor> {
  const phoneCode = '91';
  const registered = await callApi(origin, 'POST', '/api/auth/register-mobile', {
    json: { mobile, phoneCode, firstName: 'Nina', lastName: 'Empty' },
  });
  if (registered.status >= 300) throw new Error(`register-mobile answered ${registered.status}: ${registered.body?.message}`);
  const otp = await latestOutboxCode(origin, mobile);
  const verified = await callApi(origin, 'POST', '/api/auth/verify-otp-with-country', { json: { mobile, phoneCode, otp } });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${verified.body?.message}`);
  const user = verified.body.data.user as SignedIn['user'];
  return withCaller(origin, { token: verified.body.token as string, eventId: user.eventId, user });
}
