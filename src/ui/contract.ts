/**
 * What views may take from the API layer: the contract's types. Views never call the API; everything
 * else of `src/api/` reaches them through machines, and stored files' addresses through
 * `useFileUrl()` (src/ui/file-url.ts). The layer check (`.dependency-cruiser.cjs`) lets views import
 * `src/api/` through this module only.
 */
export type { components } from "../api/schema.d.ts";
export type { UploadType } from "../api/upload.ts";
