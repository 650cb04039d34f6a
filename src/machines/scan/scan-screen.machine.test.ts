import { describe, expect, it } from "vitest";
import { BADGE_MESSAGES, signBadge } from "../../rules/badge-code.ts";
import { describeModel } from "../testing/describe-model.ts";
import { badgeProblem, pendingScanOf, signatureCheckOf, type BadgeKey } from "./scan-intake.ts";
import { readStoredKey, BADGE_KEY_STORAGE } from "./scan-screen.actors.ts";
import { scanScreenModel } from "./scan-screen.model.ts";
import { createTestStorage } from "../testing/memory-storage.ts";

describeModel(scanScreenModel);

describe("a badge's way in", () => {
  it("parses, and asks for the device's check only for a signed badge with the key at hand", async () => {
    const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
    const publicJwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
    const key: BadgeKey = { eventId: "ev-1", publicKey: { kty: "EC", crv: "P-256", x: publicJwk.x!, y: publicJwk.y! } };
    const text = await signBadge(privateJwk, "ev-1", "GOLD-1");
    expect(signatureCheckOf(text, key)).toMatchObject({ key, ticketCode: "GOLD-1" });
    expect(signatureCheckOf(text, null)).toBeNull();
    expect(signatureCheckOf("gold-1", key)).toBeNull();
    expect(pendingScanOf(" gold-1 ", "typed", false)).toEqual({ badge: "GOLD-1", ticketCode: "GOLD-1", localCheck: "unchecked", from: "typed" });
    expect(pendingScanOf(text, "camera", true)).toEqual({ badge: text, ticketCode: "GOLD-1", localCheck: "valid", from: "camera" });
    expect(badgeProblem("")).toBe(BADGE_MESSAGES.empty);
    expect(badgeProblem("hello, world!")).toBe(BADGE_MESSAGES.notBadge);
  });

  it("reads the stored key back, and nothing from a damaged entry", () => {
    const key = { eventId: "ev-1", publicKey: { kty: "EC", crv: "P-256", x: "x", y: "y" } };
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify(key) }))).toEqual(key);
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: "{not json" }))).toBeNull();
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify({ eventId: "ev-1" }) }))).toBeNull();
    expect(readStoredKey(createTestStorage())).toBeNull();
  });
});
