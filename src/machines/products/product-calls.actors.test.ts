import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import type { ApiError } from "../../api/errors.ts";
import type { Api } from "../../api/request.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { isWebUrl } from "../../rules/field-rules.ts";
import { listProducts, productCalls } from "./product-calls.actors.ts";
import { brochureLinkText, brochureUploadPath, EMPTY_PRODUCT_FORM, isStoredFilePath, productBody, validateProduct } from "./product-form.ts";

const form = (values: Partial<Record<keyof typeof EMPTY_PRODUCT_FORM, string>>) => ({ ...EMPTY_PRODUCT_FORM, ...values });

describe("validateProduct (SPEC §5 Product)", () => {
  it("requires the product name, spaces alone included", () => {
    expect(validateProduct(EMPTY_PRODUCT_FORM)).toEqual({ productName: "Product name is required" });
    expect(validateProduct(form({ productName: "   " }))).toEqual({ productName: "Product name is required" });
    expect(validateProduct(form({ productName: "PickBot" }))).toEqual({});
  });

  it.each(["not a url", "acme.example", "ftp://acme.example/x", "javascript:alert(1)", "https://", "https://acme.example/a b"])(
    "refuses %j as the product link and the brochure",
    (value) => {
      expect(validateProduct(form({ productName: "PickBot", productLink: value, BrochureUrl: value }))).toEqual({
        productLink: "Valid URL is required",
        BrochureUrl: "Valid URL is required",
      });
    },
  );

  it("takes http(s) addresses, surrounding spaces and empty links", () => {
    expect(validateProduct(form({ productName: "PickBot", productLink: " https://acme.example/x ", BrochureUrl: "http://acme.example/b.pdf" }))).toEqual({});
    expect(validateProduct(form({ productName: "PickBot", productLink: "", BrochureUrl: "  " }))).toEqual({});
  });

  it("takes an uploaded brochure's stored path, but not as the product link", () => {
    const path = "product/2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f.pdf";
    expect(validateProduct(form({ productName: "PickBot", BrochureUrl: path }))).toEqual({});
    expect(validateProduct(form({ productName: "PickBot", productLink: path }))).toEqual({ productLink: "Valid URL is required" });
  });

  it("reads non-text values as empty", () => {
    expect(validateProduct({ productName: 3, productLink: null })).toEqual({ productName: "Product name is required" });
  });
});

describe("link and path shapes", () => {
  it.each([
    ["https://acme.example", true],
    ["HTTP://acme.example/x?y=1#z", true],
    ["mailto:a@acme.example", false],
    ["//acme.example", false],
    ["", false],
  ])("isWebUrl(%j) is %s", (value, expected) => expect(isWebUrl(value)).toBe(expected));

  it.each([
    ["product/2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f.pdf", true],
    ["demo/acme-robotics-logo.png", true],
    ["www.acme.example/brochure.pdf", false],
    ["brochure.pdf", false],
    ["/product/x.pdf", false],
    ["product/../secret.pdf", false],
    ["https://acme.example/b.pdf", false],
  ])("isStoredFilePath(%j) is %s", (value, expected) => expect(isStoredFilePath(value)).toBe(expected));
});

describe("the brochure's two controls", () => {
  it("shows a typed address in the URL field and an uploaded PDF in the upload field", () => {
    expect(brochureLinkText("https://acme.example/b.pdf")).toBe("https://acme.example/b.pdf");
    expect(brochureUploadPath("https://acme.example/b.pdf")).toBeNull();
    expect(brochureLinkText("www.acme")).toBe("www.acme");
    expect(brochureLinkText("product/2f1e0d9c.pdf")).toBe("");
    expect(brochureUploadPath("product/2f1e0d9c.pdf")).toBe("product/2f1e0d9c.pdf");
    expect(brochureUploadPath("")).toBeNull();
  });
});

describe("productBody", () => {
  it("sends every field trimmed, empty ones as null so an edit can clear them", () => {
    expect(
      productBody(form({ productName: " PickBot ", productDescription: "Arm ", productLink: "https://acme.example", productLogo: "product/a.png" })),
    ).toEqual({
      productName: "PickBot",
      productDescription: "Arm",
      productLink: "https://acme.example",
      productLogo: "product/a.png",
      productImage: null,
      BrochureUrl: null,
    });
  });
});

/** Runs a call against an injected fetch that records the requests and answers `answer`. */
const run = async <A>(effect: Effect.Effect<A, ApiError, Api>, answer: Response) => {
  const { runApi, requests } = recordingApi(() => answer.clone());
  return { result: await runApi(Effect.result(effect)), requests };
};

const ID = "2a3b4c5d-6e7f-4081-92a3-b4c5d6e7f809";
const PRODUCT = {
  _id: ID,
  event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f",
  exhibitor: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  productName: "PickBot",
  productDescription: null,
  productLink: null,
  productLogo: null,
  productImage: null,
  BrochureUrl: null,
  createdAt: "2025-03-14T09:30:00.000Z",
  updatedAt: "2025-03-14T09:30:00.000Z",
};

describe("product calls (SPEC §7 products)", () => {
  it("creates with POST /products and the body", async () => {
    const { requests } = await run(productCalls.create(form({ productName: "PickBot" })), jsonResponse(201, { success: true, data: PRODUCT }));
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /api/products"]);
    expect(requests[0]!.body).toEqual(productBody(form({ productName: "PickBot" })));
  });

  it("updates with PUT /products/{id}", async () => {
    const { requests } = await run(productCalls.update(ID, form({ productName: "PickBot 2" })), jsonResponse(200, { success: true, data: PRODUCT }));
    expect(`${requests[0]!.method} ${requests[0]!.path}`).toBe(`PUT /api/products/${ID}`);
    expect(requests[0]!.body).toMatchObject({ productName: "PickBot 2" });
  });

  it("deletes with DELETE /products/{id} and no body", async () => {
    const { requests } = await run(productCalls.remove(ID), jsonResponse(200, { success: true, message: "Product deleted successfully!" }));
    expect(`${requests[0]!.method} ${requests[0]!.path}`).toBe(`DELETE /api/products/${ID}`);
    expect(requests[0]!.body).toBeNull();
  });

  it("does not retry a refused save: the field errors come back once", async () => {
    const refusal = { success: false, message: "Valid URL is required", errors: [{ path: "/productLink", message: "Valid URL is required" }] };
    const { result, requests } = await run(productCalls.create(form({ productName: "x", productLink: "ftp://x" })), jsonResponse(400, refusal));
    expect(requests).toHaveLength(1);
    expect(result._tag).toBe("Failure");
  });

  it("lists the envelope's data", async () => {
    const { result, requests } = await run(listProducts, jsonResponse(200, { success: true, data: [PRODUCT] }));
    expect(`${requests[0]!.method} ${requests[0]!.path}`).toBe("GET /api/products");
    expect(result).toMatchObject({ _tag: "Success", success: [PRODUCT] });
  });
});
