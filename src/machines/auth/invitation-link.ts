import type { OtpLoginContext } from "./otp-login.types.ts";

/**
 * The number an invitation link carries (`/exhibitor/login?mobile=9812345670&phoneCode=91`, sent by
 * SMS and e-mail when a member is added), so the invited person only asks for their code. Anything
 * that is not a plausible number is ignored: the form then starts empty, as it does without a link.
 */
export const invitationFields = (search: string): Partial<Pick<OtpLoginContext, "mobile" | "phoneCode">> => {
  const params = new URLSearchParams(search);
  const mobile = params.get("mobile") ?? "";
  const phoneCode = (params.get("phoneCode") ?? "").replace(/^\+/, "");
  if (!/^[0-9]{6,15}$/.test(mobile)) return {};
  return /^[0-9]{1,4}$/.test(phoneCode) ? { mobile, phoneCode: `+${phoneCode}` } : { mobile };
};
