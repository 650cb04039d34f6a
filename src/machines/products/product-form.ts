import type { components } from "../../api/schema.d.ts";
import type { FormValues } from "../forms/entity-dialog.machine.ts";
import type { UploadFieldSpec } from "../forms/upload-fields.ts";
import { isWebUrl } from "../../rules/field-rules.ts";

/**
 * The Product Catalog's side of the entity dialog (SPEC §3 Product, §5 Product, §7 products): the
 * empty form and the client rules (the calls are in product-calls.ts). The form is flat strings; uploads keep the
 * stored path the upload call answered, as the contract's `productLogo`/`productImage`/`BrochureUrl`.
 */

export type Product = components["schemas"]["Product"];
export type ProductBody = components["schemas"]["ProductCreate"];

export const PRODUCT_FIELDS = ["productName", "productDescription", "productLink", "productLogo", "productImage", "BrochureUrl"] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** "Add Product" starts from this; the dialog machine also prefills "Edit Product" over its keys. */
export const EMPTY_PRODUCT_FORM = Object.fromEntries(PRODUCT_FIELDS.map((field) => [field, ""])) as Readonly<Record<ProductField, string>>;

/** SPEC §5 schema messages. */
export const PRODUCT_NAME_REQUIRED = "Product name is required";
export const VALID_URL_REQUIRED = "Valid URL is required";

const text = (form: FormValues, field: ProductField): string => {
  const value = form[field];
  return typeof value === "string" ? value.trim() : "";
};

/**
 * An absolute http(s) address with a host. Whitespace is refused although `URL` would encode it:
 * the contract's `format: uri` refuses it, and a link with a space in it is a typing slip.
 */
/**
 * A path the upload call answered (`product/<uuid>.pdf`) or the demo data holds (`demo/x.png`):
 * relative, at least two segments, no scheme. The first segment has no dot, so a typed address
 * without its scheme (`www.acme.com/b.pdf`) is not mistaken for a stored file.
 */
export const isStoredFilePath = (value: string): boolean =>
  /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)+$/u.test(value) && !value.split("/").includes("..");

/**
 * The brochure is one value shown in two controls: a typed address in the "Brochure URL" field, an
 * uploaded PDF in the upload field. Each control shows the value only when it is its kind.
 */
export const brochureLinkText = (value: string): string => (isStoredFilePath(value.trim()) ? "" : value);
export const brochureUploadPath = (value: string): string | null => (isStoredFilePath(value.trim()) ? value.trim() : null);

/**
 * SPEC §5 Product: productName is required; the link and the brochure are URL-typed (empty allowed).
 * The brochure may also be an uploaded PDF, whose value is its stored path (the contract: "URL or
 * path returned by the upload call"). Returns one message per field in error; empty when valid.
 */
export const validateProduct = (form: FormValues): Partial<Record<ProductField, string>> => {
  const errors: Partial<Record<ProductField, string>> = {};
  if (text(form, "productName") === "") errors.productName = PRODUCT_NAME_REQUIRED;
  const link = text(form, "productLink");
  if (link !== "" && !isWebUrl(link)) errors.productLink = VALID_URL_REQUIRED;
  const brochure = text(form, "BrochureUrl");
  if (brochure !== "" && !isWebUrl(brochure) && !isStoredFilePath(brochure)) errors.BrochureUrl = VALID_URL_REQUIRED;
  return errors;
};

const optional = (value: string): string | null => (value === "" ? null : value);

/**
 * The request body of both create and update. Every field is sent, so clearing one in the edit
 * dialog clears it on the server (an update changes only the fields present; null clears).
 */
export const productBody = (form: FormValues): ProductBody => ({
  productName: text(form, "productName"),
  productDescription: optional(text(form, "productDescription")),
  productLink: optional(text(form, "productLink")),
  productLogo: optional(text(form, "productLogo")),
  productImage: optional(text(form, "productImage")),
  BrochureUrl: optional(text(form, "BrochureUrl")),
});

/**
 * SPEC §2 Product: logo, image and a PDF brochure. The brochure shares `BrochureUrl` with the typed
 * address, so its upload field shows only a stored file there.
 */
export const PRODUCT_UPLOADS: ReadonlyArray<UploadFieldSpec> = [
  { name: "productLogo", field: "Logo", kind: "image", uploadType: "product" },
  { name: "productImage", field: "Image", kind: "image", uploadType: "product" },
  { name: "BrochureUrl", field: "Brochure", kind: "pdf", uploadType: "product", pathOf: brochureUploadPath },
];
