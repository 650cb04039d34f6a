/**
 * The layer rules of docs/architecture.md, checked in `npm test` (tests/unit/layer-rules.test.ts).
 * Type-only imports count too, except where a rule says otherwise.
 */

/**
 * Views that still call the API themselves, written before their screen had a machine. Each goes
 * when its screen's machine owns its reads; the test fails for an entry that no longer breaks the
 * rule, so the list can only shrink.
 */
const VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE = [];

const escape = (path) => path.replace(/[.]/g, "\\.");

module.exports = {
  VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE,
  forbidden: [
    {
      name: "views-do-not-reach-the-api",
      comment:
        "A view never calls the API: it sends events to machines. Only the composition root (src/ui/app/composition.ts) wires the API layer, and views take the contract's types from the machines they show.",
      severity: "error",
      from: {
        path: "^src/ui/",
        pathNot: ["^src/ui/app/composition\\.ts$", ...VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE.map((path) => `^${escape(path)}$`)],
      },
      to: { path: "^src/api/" },
    },
    {
      name: "machines-do-not-know-the-views",
      comment: "Logic never depends on the screen layer: machines are tested and inspected without React.",
      severity: "error",
      from: { path: "^src/machines/" },
      to: { path: "^src/ui/" },
    },
    {
      name: "the-api-layer-knows-no-flow-and-no-screen",
      comment: "src/api is the browser side of the contract; machines and views build on it, never the reverse.",
      severity: "error",
      from: { path: "^src/api/" },
      to: { path: "^src/(machines|ui|rules)/" },
    },
    {
      name: "shared-rules-stand-alone",
      comment: "Rules both the browser and the server apply import nothing of either side but the contract's types (their tests may use other fixtures).",
      severity: "error",
      from: { path: "^src/rules/", pathNot: "\\.test\\.ts$" },
      to: { path: "^(server/|src/(machines|ui)/|src/api/(?!schema\\.d\\.ts$))" },
    },
    {
      name: "the-browser-does-not-import-the-server",
      comment: "Browser code never imports server/: the two share the contract (openapi/, src/api/schema.d.ts) and src/rules.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^server/" },
    },
    {
      name: "the-server-shares-only-rules-and-contract-types",
      comment: "The server may use the shared rules and the contract's generated types, nothing else of the browser app.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^src/(?!rules/|api/schema\\.d\\.ts$)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^styled-system/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6"],
  },
};
