import { describe, expect, it } from "vitest";
import { badgeIdMatcher, badgeIdPatternProblem, CAPTURE_MESSAGES, CAPTURE_TEXT_LIMIT, needsName, parseCapture, type CaptureSettings } from "./capture-code.ts";

const INDIA: CaptureSettings = { badgeIdPattern: null, country: "IN" };
const WITH_PATTERN: CaptureSettings = { badgeIdPattern: "^REG-[0-9]{6}$", country: "IN" };
const SIGNED = `EPB1.GOLD-7KX2M9QD.${"A".repeat(86)}`;

/** A vCard held to the camera, read as one (anything else fails the test with the kind it was read as). */
const scannedVCard = (text: string) => {
  const parsed = parseCapture(text, "camera", INDIA);
  if (parsed.kind !== "vcard") throw new Error(parsed.kind);
  return parsed;
};

describe("parseCapture", () => {
  it("reads this portal's signed badge and a typed ticket code", () => {
    expect(parseCapture(SIGNED, "camera", INDIA)).toEqual({ kind: "badge", ticketCode: "GOLD-7KX2M9QD", signature: "A".repeat(86) });
    expect(parseCapture(" gold-7kx2m9qd ", "typed", INDIA)).toEqual({ kind: "typed", ticketCode: "GOLD-7KX2M9QD" });
  });

  it("looks up a code the camera read that holds nothing but a ticket code as that ticket, as a typed one", () => {
    expect(parseCapture("GOLD-7KX2M9QD", "camera", INDIA)).toEqual({ kind: "typed", ticketCode: "GOLD-7KX2M9QD" });
    expect(parseCapture(" GOLD-7KX2M9QD\n", "camera", INDIA)).toEqual({ kind: "typed", ticketCode: "GOLD-7KX2M9QD" });
    expect(needsName(parseCapture("GOLD-7KX2M9QD", "camera", INDIA))).toBe(false);
    // Words a code holds are not a ticket code just because typing them would be read as one.
    expect(parseCapture("gold-7kx2m9qd", "camera", INDIA)).toEqual({ kind: "text", text: "gold-7kx2m9qd" });
    expect(parseCapture("HALL 3 MENU", "camera", INDIA)).toEqual({ kind: "text", text: "HALL 3 MENU" });
  });

  it("recognises the event's own badge ids by the organiser's pattern, from the camera and typed", () => {
    expect(parseCapture("REG-004211", "camera", WITH_PATTERN)).toEqual({ kind: "external_badge", badgeId: "REG-004211" });
    expect(parseCapture("REG-004211", "typed", WITH_PATTERN)).toEqual({ kind: "external_badge", badgeId: "REG-004211" });
    // The pattern matches the whole text, whether or not the organiser anchored it: this one is a
    // ticket code's shape, for the server to look up among tickets and then badge ids.
    expect(parseCapture("XREG-004211", "camera", { ...WITH_PATTERN, badgeIdPattern: "REG-[0-9]{6}" })).toEqual({ kind: "typed", ticketCode: "XREG-004211" });
    expect(parseCapture("XREG 004211", "camera", { ...WITH_PATTERN, badgeIdPattern: "REG-[0-9]{6}" })).toEqual({ kind: "text", text: "XREG 004211" });
  });

  it("keeps any other scanned code as text that needs a name, and refuses a typing slip", () => {
    const url = parseCapture("https://example.com/p/123", "camera", WITH_PATTERN);
    expect(url).toEqual({ kind: "text", text: "https://example.com/p/123" });
    expect(needsName(url)).toBe(true);
    expect(parseCapture("hello, there!", "typed", INDIA)).toEqual({ kind: "invalid", message: CAPTURE_MESSAGES.typedNotCode });
    expect(parseCapture("   ", "camera", INDIA)).toEqual({ kind: "invalid", message: CAPTURE_MESSAGES.empty });
  });

  it("refuses a damaged badge of this portal instead of keeping it as text", () => {
    expect(parseCapture("EPB1.GOLD-7KX2M9QD.short", "camera", INDIA).kind).toBe("invalid");
  });

  it("reads a vCard 3.0 into the lead's fields, phones in E.164 with the event's country", () => {
    const text = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Nair;Priya;;;",
      "FN:Priya Nair",
      "ORG:Initech;IT",
      "TITLE:Head of IT",
      "TEL;TYPE=CELL:098765 43210",
      "EMAIL;TYPE=INTERNET:Priya@Initech.example",
      "ADR;TYPE=WORK:;;12 MG Road;Mumbai;MH;400001;India",
      "URL:https://initech.example",
      "END:VCARD",
    ].join("\r\n");
    const parsed = parseCapture(text, "camera", INDIA);
    expect(parsed.kind).toBe("vcard");
    if (parsed.kind !== "vcard") return;
    expect(parsed.person).toEqual({
      fullName: "Priya Nair",
      emailId: "priya@initech.example",
      companyName: "Initech, IT",
      designation: "Head of IT",
      phone: "+919876543210",
      website: "https://initech.example",
      address: "12 MG Road, Mumbai, MH, 400001, India",
      emails: ["priya@initech.example"],
      phones: ["+919876543210"],
    });
    expect(needsName(parsed)).toBe(false);
  });

  it("reads vCard 2.1 with bare types and quoted-printable text in its charset", () => {
    const text = [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen",
      "TEL;WORK;VOICE:+49 30 1234567",
      "TEL;CELL:+91 98200 12345",
      "EMAIL;INTERNET:juergen@mueller.example",
      "END:VCARD",
    ].join("\r\n");
    const parsed = scannedVCard(text);
    expect(parsed.person.fullName).toBe("Jürgen Müller");
    expect(parsed.person.phones).toEqual(["+49301234567", "+919820012345"]);
  });

  it("reads a vCard 4.0 with a preferred e-mail and tel: URIs", () => {
    const text = "BEGIN:VCARD\nVERSION:4.0\nFN:Asha Rao\nEMAIL;TYPE=work:asha@work.example\nEMAIL;PREF=1;TYPE=pref:asha@home.example\nTEL;VALUE=uri:tel:+1-415-555-0100\nEND:VCARD";
    const parsed = scannedVCard(text);
    expect(parsed.person.fullName).toBe("Asha Rao");
    expect(parsed.person.phone).toBe("+14155550100");
    expect(parsed.person.emails).toContain("asha@work.example");
  });

  it("reads a broken vCard as far as it is valid, markup kept as text, an unknown charset as UTF-8", () => {
    const text = "BEGIN:VCARD\nFN:<script>alert(1)</script>Ravi <b>Kumar</b>\nthis line is broken\nN;CHARSET=X-UNKNOWN;ENCODING=QUOTED-PRINTABLE:K=75mar;Ravi\nEMAIL:ravi@example.com";
    const parsed = scannedVCard(text);
    expect(parsed.person.fullName).toBe("alert(1) Ravi Kumar");
    expect(parsed.person.emailId).toBe("ravi@example.com");
  });

  it("caps a huge payload and never throws", () => {
    const huge = `BEGIN:VCARD\nVERSION:3.0\nFN:Big\nNOTE:${"x".repeat(100_000)}\nEND:VCARD`;
    const parsed = scannedVCard(huge);
    expect(parsed.text.length).toBeLessThanOrEqual(CAPTURE_TEXT_LIMIT);
    expect(parsed.person.fullName).toBe("Big");
    expect(() => parseCapture("BEGIN:VCARD\n;;;:::\n\\", "camera", INDIA)).not.toThrow();
  });

  it("reads a MeCard, escapes included", () => {
    const parsed = parseCapture("MECARD:N:Iyer,Meera;ORG:Globex\\; Inc;TEL:+91 91234 56780;EMAIL:meera@globex.example;URL:globex.example;ADR:1 Park St, Kolkata;;", "camera", INDIA);
    if (parsed.kind !== "mecard") throw new Error(parsed.kind);
    expect(parsed.person).toMatchObject({
      fullName: "Meera Iyer",
      companyName: "Globex; Inc",
      phone: "+919123456780",
      emailId: "meera@globex.example",
      website: "globex.example",
      address: "1 Park St, Kolkata",
    });
  });
});

describe("badge id patterns", () => {
  it("are checked before an organiser sets one", () => {
    expect(badgeIdPatternProblem("^REG-[0-9]{6}$")).toBeNull();
    expect(badgeIdPatternProblem("([")).toMatch(/not a regular expression/);
    expect(badgeIdPatternProblem(".*")).toMatch(/empty text/);
    expect(badgeIdMatcher("((")).toBeNull();
    expect(badgeIdMatcher(null)).toBeNull();
  });
});
