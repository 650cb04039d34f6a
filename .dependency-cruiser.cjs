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

/**
 * Imports from one feature into another that still wait for their shared part to move to a shared
 * room (or into the one feature that uses them), or to be given by the frame. None are left; the
 * test fails for an entry that no longer breaks the rule and for any crossing not listed, so the
 * list can only shrink.
 */
const CROSSINGS_NOT_YET_MOVED = [];

const escape = (path) => path.replace(/[.]/g, "\\.");

/**
 * The server's domain: one folder per kind of record (docs/architecture.md, "The floors of the
 * server"). The services below them (SERVER_SERVICES) and the database know none of them.
 */
const SERVER_DOMAIN = [
  "activity", "attendees", "auth", "badges", "codes", "content", "dashboard", "events", "exhibitors",
  "exports", "leads", "organisers", "products", "referral", "reminders", "support", "team", "webhooks",
];
const SERVER_SERVICES = ["http", "mail", "jobs", "storage"];
/** Test kits and fault tests stand beside the floors: they may use any of them. */
const SERVER_TESTS = ["\\.test\\.ts$", "\\.fixture\\.ts$", "^server/(testing|faults)/", "^server/db/testing\\.ts$"];
/** What a cruise of the server's production code leaves out: tests and test kits use every floor. */
const SERVER_PRODUCTION_ONLY = `(^|/)node_modules/|${SERVER_TESTS.join("|")}`;
/**
 * No server folder imports another through a circle, type-only imports included: a circle of folders
 * hides which of them is the lower floor as a circle of files does. Cruised apart, over
 * SERVER_PRODUCTION_ONLY (tests/unit/layer-rules.test.ts, `npm run house`).
 */
const SERVER_FOLDER_CIRCLE = {
  name: "no-server-folder-circles",
  severity: "error",
  scope: "folder",
  from: { path: "^server/" },
  to: { circular: true },
};

/**
 * Shared rooms: folders any feature may import. They import no feature and nothing of the frame at
 * run time, so a feature that takes something from them never drags another feature along.
 * src/machines/app (session, event, navigation, permissions) and src/machines/outbox (the queue Scan
 * Badges fills and the app drains) and src/machines/reminder (the follow-up reminder setting a lead's
 * row and dialog open) and src/machines/codes (the one-time code's rules, resend and fixtures, for
 * the sign-in and Reset Password) serve several features; src/ui/screen holds what every screen's
 * view is drawn with (the screen gate, the page header, the icons, the paths, the app context).
 */
const SHARED_MACHINE_ROOMS = ["data", "forms", "testing", "screen", "app", "outbox", "reminder", "codes"];
const SHARED_VIEW_ROOMS = ["components", "forms", "screen"];
const FRAME_VIEW_FOLDERS = ["app", "routes", "shell"];
const SHARED_ROOMS = [
  ...SHARED_MACHINE_ROOMS.map((room) => `^src/machines/${room}/`),
  ...SHARED_VIEW_ROOMS.map((room) => `^src/ui/${room}/`),
  "^src/machines/not-provided\\.ts$",
  "^src/ui/(toaster|toast-swipe)\\.ts$",
  "^src/rules/",
  "^src/format/",
  "^src/api/",
];
/**
 * The frame: the entry files, the composition root, the route tables and the shell, the tables
 * that list every screen's machine, and what the dashboard's quick actions run of other features
 * (src/machines/dashboard-quick-actions.ts). The only browser code that imports features.
 */
const FRAME = [
  ...FRAME_VIEW_FOLDERS.map((folder) => `^src/ui/${folder}/`),
  "^src/ui/(app\\.tsx|pages\\.ts|render-app\\.tsx)$",
  "^src/machines/(registry|screen-machines|signed-in-screens|signed-out-screens|dashboard-quick-actions)\\.ts$",
  "^src/[^/]+$",
];
/**
 * The frame's types that shared rooms and features may import (type-only): the map from a screen's
 * name to its machine (so `useScreen("leads")` is typed) and the composed portal's type. They cost
 * nothing at run time and bring no feature's code along.
 */
const FRAME_TYPES = ["^src/machines/screen-machines\\.ts$", "^src/ui/app/(console-)?composition\\.ts$"];
const notOneOf = (names) => `(?!(?:${names.join("|")})/)`;
/** A feature folder; its name is the first group, so a rule can tell a feature's own two layers apart. */
const FEATURE = `^src/(?:machines/${notOneOf(SHARED_MACHINE_ROOMS)}|ui/${notOneOf([...SHARED_VIEW_ROOMS, ...FRAME_VIEW_FOLDERS])})([^/]+)/`;
/**
 * Files of src/api that make no call and load no Effect: the contract's types, its generated
 * role lists, and the words and checks of a failure. src/api's own deferred runner classifies
 * failures with the same checks, and src/api may import no machine or rule, so they stay in src/api
 * and any module may read them.
 */
const CALL_FREE_API = ["schema\\.d", "operation-roles", "error-checks", "error-messages", "upload-messages"].map((name) => `^src/api/${name}\\.ts$`);
/** Tests may take fixtures from any feature: they are in no bundle and nothing imports them. */
const TESTS = "\\.test\\.tsx?$";

module.exports = {
  SERVER_PRODUCTION_ONLY,
  SERVER_FOLDER_CIRCLE,
  VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE,
  CROSSINGS_NOT_YET_MOVED,
  SHARED_ROOMS,
  FRAME,
  FEATURE,
  forbidden: [
    {
      name: "no-circular-imports",
      comment: "No module imports itself through others, type-only imports included: a circle hides which of its files is the lower floor.",
      severity: "error",
      from: { path: "^(src|server)/" },
      to: { circular: true },
    },
    {
      name: "shared-rooms-import-no-feature",
      comment: "A shared room (SHARED_ROOMS) serves every feature, so it knows none of them, nor the frame that lists them: only the frame imports features.",
      severity: "error",
      from: { path: SHARED_ROOMS, pathNot: TESTS },
      to: { path: [FEATURE, ...FRAME], pathNot: FRAME_TYPES },
    },
    {
      name: "shared-rooms-import-no-feature",
      comment: "The frame's types (FRAME_TYPES) only as types.",
      severity: "error",
      from: { path: SHARED_ROOMS, pathNot: TESTS },
      to: { path: FRAME_TYPES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "features-meet-only-in-shared-rooms",
      comment: "A feature (its src/machines/<name>/ and src/ui/<name>/ folders) imports another feature, or the frame, only through a shared room; what two features share moves to one.",
      severity: "error",
      from: { path: FEATURE, pathNot: TESTS },
      to: { path: [FEATURE, ...FRAME], pathNot: ["^src/(machines|ui)/$1/", ...FRAME_TYPES] },
    },
    {
      name: "features-meet-only-in-shared-rooms",
      comment: "The frame's types (FRAME_TYPES) only as types.",
      severity: "error",
      from: { path: FEATURE, pathNot: TESTS },
      to: { path: FRAME_TYPES, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "only-the-composition-root-imports-handlers",
      comment: "server/handlers/ is the routing floor: only the file that mounts the handler table (server/portal-server.ts) and tests import it.",
      severity: "error",
      from: { path: "^server/", pathNot: ["^server/handlers/", "^server/portal-server\\.ts$", "\\.test\\.ts$"] },
      to: { path: "^server/handlers/" },
    },
    {
      name: "handlers-call-records-not-the-database",
      comment:
        "The routing floor reads the request, calls the record's module and shapes the answer: no file in server/handlers/ imports server/db/ (its tables, connection or types).",
      severity: "error",
      from: { path: "^server/handlers/", pathNot: SERVER_TESTS },
      to: { path: "^server/db/" },
    },
    {
      name: "services-know-no-record",
      comment: "The services (server/http, mail, jobs, storage) serve every record, so they import none of the domain's folders; the composition root gives them what they need of it.",
      severity: "error",
      from: { path: `^server/(${SERVER_SERVICES.join("|")})/`, pathNot: SERVER_TESTS },
      to: { path: `^server/(${SERVER_DOMAIN.join("|")})/` },
    },
    {
      name: "the-database-floor-stands-alone",
      comment: "server/db/ (tables, migrations, connection) imports nothing else of the server: every floor stands on it.",
      severity: "error",
      from: { path: "^server/db/", pathNot: SERVER_TESTS },
      to: { path: "^server/(?!db/)" },
    },
    {
      name: "the-ground-holds-only-types",
      comment: "server/context/ names the request context, the handler types and the deps: it imports the floors above only as types, never a value.",
      severity: "error",
      from: { path: "^server/context/" },
      to: { path: "^server/(?!context/)", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "nothing-imports-the-top-floor",
      comment: "The process entry (server/serve.ts) and the composition root (server/portal-server.ts) import every floor; only tests and the test kits import them.",
      severity: "error",
      from: { path: "^server/", pathNot: [...SERVER_TESTS, "^server/serve\\.ts$"] },
      to: { path: "^server/(serve|portal-server)\\.ts$" },
    },
    {
      name: "only-actors-call-the-api",
      comment: "Only *.actors.ts files and the composition root import src/api at run time; type-only imports and the call-free files (CALL_FREE_API) are free, and models, fixtures and tests are exempt.",
      severity: "error",
      from: {
        path: "^src/",
        pathNot: ["^src/api/", "\\.actors\\.ts$", "^src/ui/app/(console-)?composition\\.ts$", "\\.model\\.ts$", "\\.test\\.tsx?$", "fixtures", "^src/machines/testing/"],
      },
      to: { path: "^src/api/", pathNot: CALL_FREE_API, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "views-do-not-reach-the-api",
      comment:
        "A view never calls the API: it sends events to machines. Only the composition roots (src/ui/app/composition.ts, and console-composition.ts for the organiser console) wire the API layer, and views take the contract's types from the machines they show.",
      severity: "error",
      from: {
        path: "^src/ui/",
        pathNot: ["^src/ui/app/(console-)?composition\\.ts$", ...VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE.map((path) => `^${escape(path)}$`)],
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
