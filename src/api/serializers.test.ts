import { describe, expect, it } from "vitest";
import { containsBlob, serializeBody, serializeQuery, toFormData } from "./serializers.ts";

const entries = (form: FormData): Array<[string, FormDataEntryValue]> => [...form.entries()];

describe("toFormData (multipart, SPEC §7)", () => {
  it("names array items name[index] and object keys name[key], nested", () => {
    const form = toFormData({
      title: "Brochure",
      tags: ["a", "b"],
      address: { city: "Pune", geo: { lat: 18.5 } },
      people: [{ name: "Asha" }, { name: "Ravi", roles: ["admin"] }],
    });
    expect(entries(form)).toEqual([
      ["title", "Brochure"],
      ["tags[0]", "a"],
      ["tags[1]", "b"],
      ["address[city]", "Pune"],
      ["address[geo][lat]", "18.5"],
      ["people[0][name]", "Asha"],
      ["people[1][name]", "Ravi"],
      ["people[1][roles][0]", "admin"],
    ]);
  });

  it("appends files as-is, keeping their names and bytes", async () => {
    const file = new File(["%PDF-1.7"], "brochure.pdf", { type: "application/pdf" });
    const form = toFormData({ file, attachments: [new Blob(["x"])], uploadType: "eventWebsite" });
    const sent = form.get("file");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("brochure.pdf");
    expect(await (sent as File).text()).toBe("%PDF-1.7");
    expect(form.get("attachments[0]")).toBeInstanceOf(Blob);
    expect(form.get("uploadType")).toBe("eventWebsite");
  });

  it("writes booleans, numbers and dates as text, null as empty, skips undefined", () => {
    const form = toFormData({ on: true, n: 0, at: new Date("2025-03-01T10:00:00Z"), cleared: null, missing: undefined });
    expect(entries(form)).toEqual([
      ["on", "true"],
      ["n", "0"],
      ["at", "2025-03-01T10:00:00.000Z"],
      ["cleared", ""],
    ]);
  });

  it("passes a FormData through untouched", () => {
    const form = new FormData();
    form.append("x", "1");
    expect(toFormData(form)).toBe(form);
  });
});

describe("serializeBody", () => {
  it("sends JSON when no file is present", () => {
    expect(serializeBody({ mobile: "9876543210", tags: ["a"] })).toBe('{"mobile":"9876543210","tags":["a"]}');
  });

  it("switches to multipart when a file sits anywhere in the body", () => {
    const body = { profile: { logo: new File(["png"], "logo.png") } };
    expect(containsBlob(body)).toBe(true);
    const sent = serializeBody(body);
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("profile[logo]")).toBeInstanceOf(File);
  });
});

describe("serializeQuery (GET flattening, SPEC §7)", () => {
  it("flattens nested keys as a[b] and arrays as a[index]", () => {
    const text = serializeQuery({ event: "e1", filter: { status: "approved", range: { from: 1 } }, ids: ["x", "y"] });
    expect(decodeURIComponent(text)).toBe("event=e1&filter[status]=approved&filter[range][from]=1&ids[0]=x&ids[1]=y");
  });

  it("leaves out undefined and null, keeps false and 0", () => {
    expect(serializeQuery({ a: undefined, b: null, c: false, d: 0 })).toBe("c=false&d=0");
  });

  it("percent-encodes values", () => {
    expect(serializeQuery({ q: "a&b=c" })).toBe("q=a%26b%3Dc");
    expect(serializeQuery(undefined)).toBe("");
  });
});
