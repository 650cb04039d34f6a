import { describe, expect, it } from "vitest";
import { signBadge } from "../../rules/badge-code.ts";
import { CAPTURE_MESSAGES } from "../../rules/capture-code.ts";
import { createTestStorage } from "../testing/memory-storage.ts";
import { captureSettingsOf, cardCaptureOf, intakeOf, scanToStore, withPending, type BadgeKey, type Intake } from "./scan-intake.ts";
import { BADGE_KEY_STORAGE, readStoredKey } from "./scan-screen.actors.ts";

const newKey = async (settings: Pick<BadgeKey, "badgeIdPattern" | "country">) => {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const privateJwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  const publicJwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
  const key: BadgeKey = { eventId: "ev-1", publicKey: { kty: "EC", crv: "P-256", x: publicJwk.x!, y: publicJwk.y! }, ...settings };
  return { key, privateJwk };
};

const pendingOf = (intake: Intake) => {
  if (intake.kind === "refuse") throw new Error(`refused: ${intake.message}`);
  return intake.pending;
};

describe("what the Scan screen does with a code", () => {
  it("checks this portal's badge on the device when it has the event's key, and keeps it unchecked without one", async () => {
    const { key, privateJwk } = await newKey({ badgeIdPattern: null, country: "IN" });
    const text = await signBadge(privateJwk, "ev-1", "GOLD-1");
    const withKey = intakeOf(text, "camera", key);
    expect(withKey).toMatchObject({ kind: "verify", check: { key, ticketCode: "GOLD-1" } });
    expect(pendingOf(withKey)).toEqual({ badge: text, ticketCode: "GOLD-1", captureKind: "badge", localCheck: "unchecked", from: "camera", person: null, read: null });
    expect(intakeOf(text, "camera", null)).toMatchObject({ kind: "store", pending: { captureKind: "badge", ticketCode: "GOLD-1" } });
  });

  it("keeps a typed ticket code at once, in capitals, and refuses a typing slip with what to do", () => {
    expect(intakeOf(" gold-1 ", "typed", null)).toEqual({
      kind: "store",
      pending: { badge: "GOLD-1", ticketCode: "GOLD-1", captureKind: "typed", localCheck: "unchecked", from: "typed", person: null, read: null },
    });
    expect(intakeOf("hello, world!", "typed", null)).toEqual({ kind: "refuse", message: CAPTURE_MESSAGES.typedNotCode, from: "typed" });
    expect(intakeOf("", "camera", null)).toEqual({ kind: "refuse", message: CAPTURE_MESSAGES.empty, from: "camera" });
  });

  it("keeps the event's own badge at once by the pattern kept with the key, scanned or typed; without a key it is no badge", async () => {
    const { key } = await newKey({ badgeIdPattern: "^REG-[0-9]{6}$", country: "IN" });
    for (const from of ["camera", "typed"] as const) {
      expect(intakeOf("REG-004211", from, key)).toEqual({
        kind: "store",
        pending: { badge: "REG-004211", ticketCode: "", captureKind: "external_badge", localCheck: "unchecked", from, person: null, read: null },
      });
    }
    // Without the pattern, an id in a ticket code's shape is kept as a code for the server to look up
    // (among tickets, then the attendees' badge ids), scanned or typed.
    for (const from of ["camera", "typed"] as const) expect(pendingOf(intakeOf("REG-004211", from, null)).captureKind).toBe("typed");
    expect(intakeOf("REG 004211", "camera", null).kind).toBe("askName");
  });

  it("keeps a contact code at once with the details it holds, phones in the event's country", async () => {
    const { key } = await newKey({ badgeIdPattern: null, country: "GB" });
    const vcard = "BEGIN:VCARD\nVERSION:3.0\nFN:Priya Nair\nORG:Initech\nTITLE:Head of IT\nEMAIL:priya@initech.example\nTEL:020 7946 0958\nEND:VCARD";
    const intake = intakeOf(vcard, "camera", key);
    expect(intake.kind).toBe("store");
    const pending = pendingOf(intake);
    expect(scanToStore(pending)).toEqual({ badge: vcard, ticketCode: "", captureKind: "vcard", localCheck: "unchecked", from: "camera", person: null });
    expect(cardCaptureOf(pending)).toEqual({
      kind: "vcard",
      text: vcard,
      person: { fullName: "Priya Nair", emailId: "priya@initech.example", companyName: "Initech", designation: "Head of IT", phone: "+442079460958" },
    });
    const mecard = pendingOf(intakeOf("MECARD:N:Iyer,Meera;EMAIL:meera@globex.example;;", "camera", null));
    expect(mecard.captureKind).toBe("mecard");
    expect(mecard.read?.fullName).toBe("Meera Iyer");
  });

  it("asks for a name for any other code, and shows and sends the details typed", () => {
    const intake = intakeOf("https://example.com/menu", "camera", null);
    expect(intake.kind).toBe("askName");
    const named = withPending(intake, (pending) => ({ ...pending, person: { fullName: "Asha Visitor", phone: "+919876543210" } }));
    const pending = pendingOf(named!);
    expect(scanToStore(pending)).toMatchObject({ captureKind: "text", badge: "https://example.com/menu", person: { fullName: "Asha Visitor", phone: "+919876543210" } });
    expect(cardCaptureOf(pending).person).toEqual({ fullName: "Asha Visitor", emailId: null, companyName: null, designation: null, phone: "+919876543210" });
  });
});

describe("the key kept on the device", () => {
  const publicKey = { kty: "EC", crv: "P-256", x: "x", y: "y" } as const;

  it("reads back with the event's settings", () => {
    const key = { eventId: "ev-1", publicKey, badgeIdPattern: "^REG-[0-9]{6}$", country: "FR" };
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify(key) }))).toEqual(key);
  });

  it("stored by the earlier app without settings, reads with no pattern and the default country", () => {
    const stored = readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify({ eventId: "ev-1", publicKey }) }));
    expect(stored).toEqual({ eventId: "ev-1", publicKey, badgeIdPattern: null, country: "IN" });
    expect(captureSettingsOf(stored)).toEqual({ badgeIdPattern: null, country: "IN" });
    expect(captureSettingsOf(null)).toEqual({ badgeIdPattern: null, country: "IN" });
  });

  it("reads nothing from a damaged entry, and the default country for one the phone rules do not know", () => {
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: "{not json" }))).toBeNull();
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify({ eventId: "ev-1" }) }))).toBeNull();
    expect(readStoredKey(createTestStorage())).toBeNull();
    const odd = { eventId: "ev-1", publicKey, badgeIdPattern: 42, country: "Narnia" };
    expect(readStoredKey(createTestStorage({ [BADGE_KEY_STORAGE]: JSON.stringify(odd) }))).toMatchObject({ badgeIdPattern: null, country: "IN" });
  });
});
