import { describe, expect, it } from "vitest";
import { EMPTY_ENDPOINT_FORM, endpointBody, ENDPOINT_FORM_MESSAGES, validateEndpointForm, withEvent } from "./endpoint-form.ts";

const form = (changes: Partial<typeof EMPTY_ENDPOINT_FORM>) => ({ ...EMPTY_ENDPOINT_FORM, ...changes });

describe("the endpoint form's checks in the browser", () => {
  it("asks for a full http or https address, and leaves https-only to the server, which knows where it runs", () => {
    expect(validateEndpointForm(form({ url: "  " }))).toEqual({ url: ENDPOINT_FORM_MESSAGES.urlMissing });
    for (const url of ["crm.acme.example/hooks", "ftp://crm.acme.example/hooks", "https://", "javascript:alert(1)"]) {
      expect(validateEndpointForm(form({ url })), url).toEqual({ url: ENDPOINT_FORM_MESSAGES.urlInvalid });
    }
    expect(validateEndpointForm(form({ url: `https://crm.example/${"a".repeat(2048)}` }))).toEqual({ url: ENDPOINT_FORM_MESSAGES.urlTooLong });
    expect(validateEndpointForm(form({ url: "http://127.0.0.1:8787/hook" }))).toEqual({});
    expect(validateEndpointForm(form({ url: " https://crm.acme.example/hooks/leads " }))).toEqual({});
  });

  it("needs at least one event and a description of 200 characters or fewer", () => {
    const url = "https://crm.acme.example/hooks/leads";
    expect(validateEndpointForm(form({ url, events: [] }))).toEqual({ events: ENDPOINT_FORM_MESSAGES.eventsMissing });
    expect(validateEndpointForm(form({ url, description: "d".repeat(201) }))).toEqual({ description: ENDPOINT_FORM_MESSAGES.descriptionTooLong });
    expect(validateEndpointForm(form({ url, description: "d".repeat(200) }))).toEqual({});
  });

  it("ticks and clears events without repeats, and sends a blank description as none", () => {
    expect(withEvent(["lead.created"], "lead.updated", true)).toEqual(["lead.created", "lead.updated"]);
    expect(withEvent(["lead.created"], "lead.created", true)).toEqual(["lead.created"]);
    expect(withEvent(["lead.created", "lead.updated"], "lead.created", false)).toEqual(["lead.updated"]);
    expect(endpointBody(form({ url: " https://a.example/h ", description: "  " }))).toEqual({ url: "https://a.example/h", description: null, events: ["lead.created"] });
    expect(endpointBody(form({ url: "https://a.example/h", description: " CRM " })).description).toBe("CRM");
  });
});
