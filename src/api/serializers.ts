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

/**
 * Visits each leaf below `name` with its bracketed name: arrays as `name[index]`, objects as
 * `name[key]`, nested; files, dates, null and undefined are leaves.
 */
const eachLeaf = (name: string, value: unknown, visit: (name: string, leaf: unknown) => void): void => {
  if (Array.isArray(value)) {
    value.forEach((item, index) => eachLeaf(`${name}[${index}]`, item, visit));
    return;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) eachLeaf(`${name}[${key}]`, item, visit);
    return;
  }
  visit(name, value);
};

/** The leaves of a body or query object, each top-level key a name of its own; anything else has none. */
const eachField = (record: unknown, visit: (name: string, leaf: unknown) => void): void => {
  if (!isPlainObject(record)) return;
  for (const [key, value] of Object.entries(record)) eachLeaf(key, value, visit);
};

/** Builds multipart form data: arrays as `name[index]`, objects as `name[key]` (nested), files as-is. */
export const toFormData = (body: unknown): FormData => {
  if (typeof FormData !== "undefined" && body instanceof FormData) return body;
  const form = new FormData();
  eachField(body, (name, leaf) => {
    // A File keeps its own name; FormData names a bare Blob "blob".
    if (leaf !== undefined) form.append(name, isBlob(leaf) ? leaf : leafText(leaf));
  });
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

/**
 * The client's query serializer: nested keys flattened as `a[b]` (arrays `a[0]`), empty values
 * left out. Names and values are percent-encoded, brackets included, as URLSearchParams does.
 */
export const serializeQuery = (query: unknown): string => {
  const pairs: Array<[string, string]> = [];
  eachField(query, (name, leaf) => {
    if (leaf !== undefined && leaf !== null) pairs.push([name, leafText(leaf)]);
  });
  return new URLSearchParams(pairs).toString();
};
