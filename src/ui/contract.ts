/**
 * What views may take from the API layer: the contract's types, and the file-URL rule for showing a
 * stored file. Views never call the API; everything else of `src/api/` reaches them through machines.
 * The layer check (`.dependency-cruiser.cjs`) lets views import `src/api/` through this module only.
 */
export type { components } from "../api/schema.d.ts";
export type { UploadType } from "../api/upload.ts";
export { resolveFileUrl } from "../api/file-url.ts";
