// The API's base address on its own, without the client: the composition root and the Google
// sign-in button need it before the API layer (openapi-fetch, Effect) is loaded.

/** Same-origin API base when the build does not say otherwise (SPEC §7: "the host followed by /api"). */
export const DEFAULT_API_BASE = "/api";

type EnvLike = Readonly<Record<string, unknown>> | undefined;

/**
 * `VITE_API_BASE` from the build, else `/api`. `import.meta.env` only exists under Vite (and
 * vitest); elsewhere (tsx scripts) the default applies.
 */
export const defaultApiBase = (env: EnvLike = import.meta.env as EnvLike): string => {
  const configured = env?.["VITE_API_BASE"];
  return typeof configured === "string" && configured.trim() !== "" ? configured.trim() : DEFAULT_API_BASE;
};

