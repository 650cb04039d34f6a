// Mermaid's own browser build: one file with its chunks beside it and no bare imports, so Vite's dev
// server serves it from node_modules as it is (vite.config.ts leaves it out of the pre-bundling).
declare module "mermaid/dist/mermaid.esm.min.mjs" {
  export { default } from "mermaid";
}
