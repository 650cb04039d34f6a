/**
 * Request body and query encodings of SPEC §7: multipart bodies name arrays `name[index]` and
 * objects `name[key]`; GET queries flatten nested keys as `a[b]`.
 */

const isBlob = (value: unknown): value is Blob => typeof Blob !== "undefined" && value instanceof Blob;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !isBlob(value) && !(value instanceof Date);

/** Leaf values as text; `null` becomes "" so a cleared field still reaches the server. */
const leafText = (value: unknown): string => {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/** True when a File or Blob sits anywhere in the value: such a body must travel as multipart. */
export const containsBlob = (value: unknown): boolean => {
  if (isBlob(value)) return true;
  if (Array.isArray(value)) return value.some(containsBlob);
  if (isPlainObject(value)) return Object.values(value).some(containsBlob);
  return false;
};

const appendField = (form: FormData, name: string, value: unknown): void => {
  if (value === undefined) return;
  if (isBlob(value)) {
    // A File keeps its own name; FormData names a bare Blob "blob".
    form.append(name, value);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendField(form, `${name}[${index}]`, item));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) appendField(form, `${name}[${key}]`, item);
    return;
  }
  form.append(name, leafText(value));
};

/** Builds multipart form data: arrays as `name[index]`, objects as `name[key]` (nested), files as-is. */
export const toFormData = (body: unknown): FormData => {
  if (typeof FormData !== "undefined" && body instanceof FormData) return body;
  const form = new FormData();
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) appendField(form, key, value);
  }
  return form;
};

/**
 * The client's body serializer: JSON by default, multipart when the body holds a file
 * (SPEC §7: "multipart form data when files or the form option are used"; the form option is
 * passing `bodySerializer: toFormData` on a call). A FormData body is sent untouched.
 */
export const serializeBody = (body: unknown): string | FormData => {
  if (typeof FormData !== "undefined" && body instanceof FormData) return body;
  if (containsBlob(body)) return toFormData(body);
  return JSON.stringify(body);
};

const collectQuery = (pairs: Array<[string, string]>, name: string, value: unknown): void => {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectQuery(pairs, `${name}[${index}]`, item));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) collectQuery(pairs, `${name}[${key}]`, item);
    return;
  }
  pairs.push([name, leafText(value)]);
};

/**
 * The client's query serializer: nested keys flattened as `a[b]` (arrays `a[0]`), empty values
 * left out. Names and values are percent-encoded, brackets included, as URLSearchParams does.
 */
export const serializeQuery = (query: unknown): string => {
  const pairs: Array<[string, string]> = [];
  if (isPlainObject(query)) {
    for (const [key, value] of Object.entries(query)) collectQuery(pairs, key, value);
  }
  return new URLSearchParams(pairs).toString();
};
