import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { openIdSignInModel } from "./openid-sign-in.model.ts";
import { accessRequestMail } from "./access-request.ts";
import { OPENID_MESSAGES, openIdStartAddress, parseOpenIdReturn } from "./openid-sign-in.rules.ts";

describeModel(openIdSignInModel);

describe("the address after the provider's round trip", () => {
  it("takes the token from the fragment only", () => {
    expect(parseOpenIdReturn("", "#openid=abc-_123")).toEqual({ kind: "token", token: "abc-_123" });
    expect(parseOpenIdReturn("?openid=abc", "")).toEqual({ kind: "none" });
    expect(parseOpenIdReturn("", "")).toEqual({ kind: "none" });
  });

  it("says why nobody was signed in, for every code the server sends", () => {
    const message = (search: string) => (parseOpenIdReturn(search, "") as { message: string }).message;
    expect(message("?openid_error=not_a_member&openid_email=a%40b.example")).toBe(
      "No team member of this event has the e-mail a@b.example. To get access, ask your company's admin to add a@b.example to your team in Team Management, then continue with Google again.",
    );
    // Only this refusal names an e-mail to ask for access with.
    expect(parseOpenIdReturn("?openid_error=not_a_member&openid_email=a%40b.example", "")).toMatchObject({ notMember: "a@b.example" });
    expect(parseOpenIdReturn("?openid_error=email_not_verified&openid_email=a%40b.example", "")).not.toHaveProperty("notMember");
    expect(message("?openid_error=email_not_verified&openid_email=a%40b.example")).toBe(
      "Google has not verified the e-mail a@b.example, so it cannot sign you in. Verify it with Google, or sign in with your mobile number.",
    );
    expect(message("?openid_error=expired")).toBe("The Google sign-in expired or was already used. Please try again.");
    expect(message("?openid_error=invalid")).toBe("The answer from Google could not be verified, so nobody was signed in. Please try again.");
    expect(message("?openid_error=refused")).toBe("Google sign-in was cancelled. Please try again, or sign in with your mobile number.");
    expect(message("?openid_error=provider_error")).toBe(OPENID_MESSAGES.providerError);
    expect(OPENID_MESSAGES.providerError).toBe("Google sign-in is not available right now. Please try again later, or sign in with your mobile number.");
    expect(message("?openid_error=not_configured")).toBe("Google sign-in is not set up for this event. Please sign in with your mobile number.");
    expect(message("?openid_error=rate_limited")).toBe("Too many sign-in attempts. Please wait a few minutes and try again.");
    expect(message("?openid_error=something_new")).toBe("Google sign-in failed. Please try again.");
    expect(message("?openid_error=not_a_member")).toBe("Google sign-in failed. Please try again.");
  });

  it("asks the event's organiser for access by e-mail, naming the refused e-mail; none without an organiser's address", () => {
    const href = accessRequestMail("a@b.example", { title: "Demo Expo 2025", supportEmail: "support@demo-expo.example" })!;
    const mail = new URL(href);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("support@demo-expo.example");
    expect(mail.searchParams.get("subject")).toBe("Access to the exhibitor portal of Demo Expo 2025");
    expect(mail.searchParams.get("body")).toContain("with Google as a@b.example, but that e-mail is not on any exhibitor's team.");
    // Spaces as %20: a mail program takes "+" literally.
    expect(href).not.toContain("+");
    expect(accessRequestMail("a@b.example", { title: "Demo Expo 2025", supportEmail: null })).toBeNull();
    expect(accessRequestMail("a@b.example", { title: "Demo Expo 2025", supportEmail: " " })).toBeNull();
  });

  it("starts at the server's page for the event", () => {
    expect(openIdStartAddress("/api", "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f")).toBe("/api/auth/openid/start?event=6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f");
  });
});
