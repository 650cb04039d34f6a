import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractCardFields, MAX_TEXT_CHARACTERS, type OcrLine } from "./business-card-fields.ts";

const IN = { defaultCountry: "IN" } as const;
const read = (text: string) => extractCardFields({ text }, IN);
const lines = (...entries: Array<[string, number]>): OcrLine[] => entries.map(([text, confidence]) => ({ text, confidence }));

describe("extractCardFields", () => {
  it("reads every field of a plain Indian card, all certain", () => {
    const fields = read(
      [
        "ACME TECHNOLOGIES PVT. LTD.",
        "Priya Sharma",
        "Senior Sales Manager",
        "M: +91 98765 43210 | T: 022-2345 6789",
        "E: priya.sharma@acmetech.co.in",
        "www.acmetech.co.in",
        "Plot 12, MIDC, Andheri East,",
        "Mumbai - 400093, India",
      ].join("\n"),
    );
    expect(fields).toEqual({
      fullName: { value: "Priya Sharma", confidence: "high" },
      designation: { value: "Senior Sales Manager", confidence: "high" },
      companyName: { value: "ACME TECHNOLOGIES PVT. LTD.", confidence: "high" },
      emailId: { value: "priya.sharma@acmetech.co.in", confidence: "high" },
      phone: { value: "+919876543210", confidence: "high" },
      website: { value: "www.acmetech.co.in", confidence: "high" },
      address: { value: "Plot 12, MIDC, Andheri East, Mumbai - 400093, India", confidence: "high" },
      emails: ["priya.sharma@acmetech.co.in"],
      phones: ["+919876543210", "+912223456789"],
    });
  });

  it("puts OCR's slips in e-mails right and marks them for a second look", () => {
    expect(read("E: Priya . Sharma @ acmetech . co.in").emailId).toEqual({ value: "priya.sharma@acmetech.co.in", confidence: "low" });
    expect(read("rajesh(at)aurorapixel(dot)com").emailId).toEqual({ value: "rajesh@aurorapixel.com", confidence: "low" });
    expect(read("info@acme,com").emails).toEqual(["info@acme.com"]);
    expect(read("sales@gmai1.com").emails).toEqual(["sales@gmail.com"]);
    expect(read("E-mail: aditi chatterjee@zenith.com").emails).toEqual(["aditi_chatterjee@zenith.com"]);
    expect(read("E-mail: meera@everest infotech.io").emails).toEqual(["meera@everestinfotech.io"]);
    expect(read("meera@everestinfotech .1o").emails).toEqual(["meera@everestinfotech.io"]);
    // A label before the address is not part of it.
    expect(read("email priya@acme.in").emails).toEqual(["priya@acme.in"]);
  });

  it("reads through specks and spaces OCR adds to an address", () => {
    expect(read("E-mail: priya@lotuspharma. .io").emails).toEqual(["priya@lotuspharma.io"]);
    expect(read("E: abhishek _nair@tarangmedia.net").emails).toEqual(["abhishek_nair@tarangmedia.net"]);
    // A web address cut over two lines: what was read of it begins the e-mail's domain.
    expect(read("sales@corallogistics.com\nWeb: https://www. corallogistic\ns.com").website).toEqual({ value: "www.corallogistics.com", confidence: "low" });
    expect(read("info@pinnacleengineering.in\nWeb: https://WwWw. pinnacleengineer\ning.in").website?.value).toBe("www.pinnacleengineering.in");
  });

  it("reads phone numbers as E.164 with the event's country for local ones, digits OCR read as letters too", () => {
    const fields = read("Mob: 098765 4321O\nTel: (022) 2345 6789\n+1 (415) 555-0132\n+44 20 7946 0958");
    expect(fields.phones).toEqual(["+919876543210", "+912223456789", "+14155550132", "+442079460958"]);
    expect(fields.phone).toEqual({ value: "+919876543210", confidence: "low" });
    expect(extractCardFields({ text: "Tel: 030 1234 5678" }, { defaultCountry: "DE" }).phones).toEqual(["+493012345678"]);
    // A PIN code, a GSTIN and a year are not phone numbers.
    expect(read("Mumbai 400093\nGSTIN: 27AAPFU0939F1ZV\nSince 1998").phones).toEqual([]);
  });

  it("does not offer a fax number as the phone to call", () => {
    const fields = read("Fax: +91 22 2345 6790\nM: +91 98765 43210");
    expect(fields.phone?.value).toBe("+919876543210");
    expect(fields.phones).toEqual(["+912223456790", "+919876543210"]);
  });

  it("reads web addresses with or without www and scheme, and nothing that only has a dot", () => {
    expect(read("W: https://www.acme.co.in/").website?.value).toBe("www.acme.co.in");
    expect(read("Web: acmetech.com").website?.value).toBe("acmetech.com");
    expect(read("wwww.acme.in").website).toEqual({ value: "www.acme.in", confidence: "low" });
    expect(read("Acme Pvt.Ltd\nNo.12, St.Mark's Road").website).toBeNull();
  });

  it("tells the title from the company by their words", () => {
    const fields = read("Global Marketing Solutions Pvt Ltd\nAnil Mehta\nMarketing Manager");
    expect(fields.companyName?.value).toBe("Global Marketing Solutions Pvt Ltd");
    expect(fields.designation?.value).toBe("Marketing Manager");
    expect(fields.fullName?.value).toBe("Anil Mehta");
    expect(read("Saffron Exports\nRavi Rao\nVice President - Exports").designation?.value).toBe("Vice President - Exports");
    // French titles too, for cards read in French.
    expect(read("Sophie Martin\nDirectrice commerciale\nNordlicht SARL").designation?.value).toBe("Directrice commerciale");
  });

  it("leaves out what OCR read in a logo beside the company's name", () => {
    expect(read("0s) Orbit Solutions LLP\ninfo@orbitsolutions.io").companyName).toEqual({ value: "Orbit Solutions LLP", confidence: "low" });
    expect(read("TJ Lotus Pharma Pvt Ltd\npriya@lotuspharma.io").companyName?.value).toBe("Lotus Pharma Pvt Ltd");
    expect(read("NG! Nordlicht GmbH\nnordlichtrohit@gmail.com").companyName?.value).toBe("Nordlicht GmbH");
    expect(read("ayu Automation Pvt. Ltd.\nE: lakshmi@vayu.com").companyName).toEqual({ value: "Vayu Automation Pvt. Ltd.", confidence: "low" });
    // A short first word that is part of the name stays: the whole line spells the domain.
    expect(read("Le Meridien Hotels\nsales@lemeridien.com").companyName?.value).toBe("Le Meridien Hotels");
  });

  it("puts back the start of a line OCR lost or read small", () => {
    expect(read("B (ap Ganga\nPolymers\nCHEN WE]\nPartner\ncwei@ganga.fr").companyName).toEqual({ value: "Ganga Polymers", confidence: "low" });
    expect(read("B (ap Ganga\nPolymers\nCHEN WE]\nPartner\ncwei@ganga.fr").fullName?.value).toBe("CHEN WEI");
    expect(read("Rohit Agarwal\nechnical Consultant").designation).toEqual({ value: "Technical Consultant", confidence: "low" });
    expect(read("aurora Pixel\nKarthik Kumar\ninfo@aurorapixel.co.in").companyName).toEqual({ value: "Aurora Pixel", confidence: "low" });
  });

  it("finds the company by its domain, and from the domain alone as a guess", () => {
    expect(read("Aurora Pixel\nRajesh Iyer\nFounder & CEO\nrajesh@aurorapixel.com").companyName).toEqual({ value: "Aurora Pixel", confidence: "high" });
    expect(read("Rajesh Iyer\nDirector\nrajesh@everestinfotech.com").companyName).toEqual({ value: "Everest Infotech", confidence: "low" });
    // A slogan is no company, whatever words it uses.
    expect(read("Aurora Pixel\nEngineering a better tomorrow\nManoj Khan\nPartner\nauroramanoj@gmail.com").companyName?.value).toBe("Aurora Pixel");
    // Free mail says nothing of the company.
    expect(read("Rajesh Iyer\nDirector\nrajesh.iyer@gmail.com").companyName).toBeNull();
  });

  it("takes the name next to the title, not a slogan or the brand", () => {
    const fields = read("Quality You Can Trust\nMarigold\nMeera Joshi\nDesign Lead\nmeera@marigold.in");
    expect(fields.fullName?.value).toBe("Meera Joshi");
    expect(read("ZENITH SYSTEMS INC.\nA. RAO\nManaging Director").fullName?.value).toBe("A. RAO");
    expect(read("Imran lyer\nDirector").fullName).toEqual({ value: "Imran Iyer", confidence: "low" });
    expect(read("Rahul N arayanan\nGeneral Manager").fullName).toEqual({ value: "Rahul Narayanan", confidence: "low" });
    // No line reads as a name: the e-mail's first.last, as a guess.
    expect(read("Director\npriya.sharma@acme.in").fullName).toEqual({ value: "Priya Sharma", confidence: "low" });
  });

  it("joins an item OCR read as two lines", () => {
    const fields = read("Kaveri Foods Private\nLimited\nImran Iyer\nGeneral Manager -\nOperations");
    expect(fields.companyName?.value).toBe("Kaveri Foods Private Limited");
    expect(fields.designation?.value).toBe("General Manager - Operations");
    expect(read("Divya Bhatt\nBusiness Developme\nnt Executive").designation?.value).toBe("Business Development Executive");
    // Two words that are each whole stay two lines.
    expect(read("Divya Bhatt\nSales Manager\nmade in india").designation?.value).toBe("Sales Manager");
  });

  it("joins a company's or a name's second line, also when OCR gave it first", () => {
    expect(read("Key Account Manager\nLtd\nSilverline Packaging Pvt").companyName?.value).toBe("Silverline Packaging Pvt Ltd");
    expect(read("Key Account Manager\nLtd\nSilverline Packaging Pvt").designation?.value).toBe("Key Account Manager");
    expect(read("Pinnacle Engineering\nWorks\nDirector").companyName?.value).toBe("Pinnacle Engineering Works");
    expect(read("SHALINI DEVI\nDAS\nDirector\nPinnacle Engineering").fullName?.value).toBe("SHALINI DEVI DAS");
    expect(read("GURPREET\nMOHAN\nKULKARNI\nExport Manager").fullName?.value).toBe("GURPREET MOHAN KULKARNI");
    expect(read("Sneha\nsneha@nimbus.in\nSubramanian\nMarketing Executive").fullName?.value).toBe("Sneha Subramanian");
    expect(read("Pinnacle\nEngineering Works\nCHEN WEI\nMarketing Executive").companyName?.value).toBe("Pinnacle Engineering Works");
    // A single word after the name that is a company's or a place's stays out of it.
    expect(read("Ravi Rao\nExports\nDirector").fullName?.value).toBe("Ravi Rao");
  });

  it("puts a one-letter slip in the name or the e-mail right by the other, trusting the surer line", () => {
    const emailSlip = extractCardFields({ text: "", lines: lines(["Rahul Joshi", 95], ["Product Manager", 96], ["Email: rioshi@kaverifoods.com", 66]) }, IN);
    expect(emailSlip.emailId).toEqual({ value: "rjoshi@kaverifoods.com", confidence: "low" });
    expect(emailSlip.emails).toEqual(["rjoshi@kaverifoods.com"]);
    const nameSlip = extractCardFields({ text: "", lines: lines(["Neha Pillaj", 85], ["Technical Consultant", 96], ["neha.pillai@suryodayagro.com", 89]) }, IN);
    expect(nameSlip.fullName).toEqual({ value: "Neha Pillai", confidence: "low" });
    // Different people's names and addresses are left alone.
    expect(read("Neha Pillai\nDirector\ninfo@suryodayagro.com").emailId?.value).toBe("info@suryodayagro.com");
    expect(read("suresh Malhotra\nDirector").fullName).toEqual({ value: "Suresh Malhotra", confidence: "low" });
    expect(extractCardFields({ text: "", lines: lines(["Farah Joshi", 95], ["Director", 96], ["E-mail: fijoshi@kaveri.com", 68]) }, IN).emailId?.value).toBe("fjoshi@kaveri.com");
  });

  it("tells an underscore read as a space from a space OCR put in, and puts back a letter a line break took", () => {
    expect(read("Aditi Chatterjee\nDirector\nE-mail: aditi chatterjee@zenith.com").emailId?.value).toBe("aditi_chatterjee@zenith.com");
    expect(read("Imran Mehta\nDirector\nE-mail: kaveriim ran@gmail.com").emailId).toEqual({ value: "kaveriimran@gmail.com", confidence: "low" });
    expect(read("Abhishek Malhotra\nDirector\nE-mail: i\nnfo@vayuautomation.com").emailId).toEqual({ value: "info@vayuautomation.com", confidence: "low" });
    expect(read("E: fatima@shaktiindustries. con").emails).toEqual(["fatima@shaktiindustries.com"]);
    expect(read("E-mail: sneha_das@Iotus.co.in").emails).toEqual(["sneha_das@lotus.co.in"]);
    expect(read("Neha Menon\nE-mail: neha menon\n@saffronexports.co.in").emailId?.value).toBe("neha_menon@saffronexports.co.in");
    expect(read("Email: harish_bhatt@vayuautomation io").emails).toEqual(["harish_bhatt@vayuautomation.io"]);
    const besideWebsite = extractCardFields({ text: "", lines: lines(["E-mail: manoj@ilotuspharma.co.in", 75], ["W: www.lotuspharma.co.in", 90]) }, IN);
    expect(besideWebsite.emailId).toEqual({ value: "manoj@lotuspharma.co.in", confidence: "low" });
    expect(read("Web: indigoleaftextiles. net").website?.value).toBe("indigoleaftextiles.net");
  });

  it("marks what came from a line OCR was unsure of", () => {
    const fields = extractCardFields({ text: "", lines: lines(["Priya Sharma", 62], ["Sales Manager", 91], ["priya@acme.in", 55], ["+91 98765 43210", 95]) }, IN);
    expect(fields.fullName?.confidence).toBe("low");
    expect(fields.designation?.confidence).toBe("high");
    expect(fields.emailId?.confidence).toBe("low");
    expect(fields.phone?.confidence).toBe("high");
  });

  it("reads no further than its cap, and answers at once for a huge input", () => {
    const padding = "x ".repeat(MAX_TEXT_CHARACTERS);
    const started = performance.now();
    const fields = read(`${padding}\npriya@acme.in\n${"9".repeat(1_000_000)}`);
    expect(fields.emails).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("never throws, whatever it is given, and gives only well-formed contacts", () => {
    expect(extractCardFields(null as never, IN).emails).toEqual([]);
    expect(extractCardFields({ text: 42 as never, lines: [null, { text: undefined }] as never }, IN).phones).toEqual([]);
    expect(extractCardFields({ text: "+91 98765 43210" }, { defaultCountry: "ZZ" as never }).emails).toEqual([]);
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.array(fc.record({ text: fc.string({ maxLength: 80 }), confidence: fc.double() }), { maxLength: 12 }), (text, ocrLines) => {
        const fields = extractCardFields({ text, lines: ocrLines }, IN);
        for (const email of fields.emails) expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/u);
        for (const phone of fields.phones) expect(phone).toMatch(/^\+\d{8,15}$/u);
      }),
      { numRuns: 300 },
    );
  });
});
