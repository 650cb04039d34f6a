import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const config = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs")) as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
  VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE: string[];
  CROSSINGS_NOT_YET_MOVED: string[];
  SERVER_PRODUCTION_ONLY: string;
  SERVER_FOLDER_CIRCLE: IForbiddenRuleType;
};

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: string;
}

/** Every broken layer rule under `baseDir`, as `from -> to (rule)`. */
const violationsIn = async (baseDir: string, forbidden = config.forbidden, dirs = ["src", "server"]): Promise<Violation[]> => {
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(dirs.filter((dir) => existsSync(join(baseDir, dir))), {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden },
  });
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered text instead of a result");
  return result.output.summary.violations.map((violation) => ({ from: violation.from, to: violation.to, rule: violation.rule.name }));
};

const crossing = (violation: Violation) => `${violation.from} -> ${violation.to}`;
const listedCrossing = (violation: Violation) =>
  violation.rule === "features-meet-only-in-shared-rooms" && config.CROSSINGS_NOT_YET_MOVED.includes(crossing(violation));

/** The real tree, cruised once for every case that reads it. */
let realTree: Promise<Violation[]> | undefined;
const realViolations = () => (realTree ??= violationsIn(root));

/** A throwaway tree of the given files, each a path and its text. */
const treeOf = (files: Record<string, string>): string => {
  const dir = mkdtempSync(join(tmpdir(), "layer-rule-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
};

const byPath = (a: Violation, b: Violation) => crossing(a).localeCompare(crossing(b));

/** Cruises a tree that breaks one rule and checks that exactly the expected imports break it. */
const expectOnly = async (files: Record<string, string>, expected: Violation[]) => {
  const dir = treeOf(files);
  try {
    expect((await violationsIn(dir)).sort(byPath)).toEqual([...expected].sort(byPath));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe("layer rules (docs/architecture.md)", () => {
  it("hold for the whole browser app and the server, but for the listed crossings", async () => {
    expect((await realViolations()).filter((violation) => !listedCrossing(violation))).toEqual([]);
  }, 120_000);

  it("list only crossings between features that still break the rule, so the list can only shrink", async () => {
    const crossings = (await realViolations()).filter((violation) => violation.rule === "features-meet-only-in-shared-rooms");
    expect(crossings.map(crossing).sort()).toEqual([...config.CROSSINGS_NOT_YET_MOVED].sort());
  }, 120_000);

  describe("each rule fails on a tree that breaks it, and the real tree breaks it nowhere", () => {
    it("no-circular-imports: a circle of type-only imports", async () => {
      await expectOnly(
        {
          "src/machines/leads/lead-a.ts": 'import type { B } from "./lead-b.ts";\nexport type A = { b?: B };\n',
          "src/machines/leads/lead-b.ts": 'import type { A } from "./lead-a.ts";\nexport type B = { a?: A };\n',
          "server/leads/rows.ts": 'import { shape } from "./shape.ts";\nexport const rows = shape;\n',
          "server/leads/shape.ts": "export const shape = 1;\n",
        },
        // dependency-cruiser reports a circle once, at the import it met first.
        [{ from: "src/machines/leads/lead-a.ts", to: "src/machines/leads/lead-b.ts", rule: "no-circular-imports" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "no-circular-imports")).toEqual([]);
    }, 120_000);

    it("shared-rooms-import-no-feature: a shared room reaching a feature or the frame; the frame's types stay free", async () => {
      await expectOnly(
        {
          "src/machines/leads/lead.ts": "export const lead = 1;\n",
          "src/machines/forms/form.ts": 'import { lead } from "../leads/lead.ts";\nexport const form = lead;\n',
          "src/ui/routes/app-routes.tsx": "export const routes = [];\n",
          "src/ui/components/link.tsx": 'import { routes } from "../routes/app-routes.tsx";\nexport const link = routes;\n',
          "src/machines/screen-machines.ts": "export type ScreenMachines = { leads: 1 };\nexport const screens = 1;\n",
          "src/ui/screen/screen-gate.tsx": 'import type { ScreenMachines } from "../../machines/screen-machines.ts";\nexport type Gate = ScreenMachines;\n',
          "src/ui/screen/screen-count.ts": 'import { screens } from "../../machines/screen-machines.ts";\nexport const count = screens;\n',
          "src/machines/outbox/outbox.test.ts": 'import { lead } from "../leads/lead.ts";\nexport const fixture = lead;\n',
        },
        [
          { from: "src/machines/forms/form.ts", to: "src/machines/leads/lead.ts", rule: "shared-rooms-import-no-feature" },
          { from: "src/ui/components/link.tsx", to: "src/ui/routes/app-routes.tsx", rule: "shared-rooms-import-no-feature" },
          { from: "src/ui/screen/screen-count.ts", to: "src/machines/screen-machines.ts", rule: "shared-rooms-import-no-feature" },
        ],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "shared-rooms-import-no-feature")).toEqual([]);
    }, 120_000);

    it("features-meet-only-in-shared-rooms: a feature reaching another feature or the frame, not its own other layer or a shared room", async () => {
      await expectOnly(
        {
          "src/machines/leads/event-clock.ts": "export const clock = 1;\n",
          "src/ui/leads/leads-view.tsx": 'import { clock } from "../../machines/leads/event-clock.ts";\nexport const view = clock;\n',
          "src/ui/dashboard/due.tsx": 'import { clock } from "../../machines/leads/event-clock.ts";\nexport const due = clock;\n',
          "src/ui/app/feature-dialogs.tsx": "export const dialogs = 1;\n",
          "src/ui/team/team-page.tsx": 'import { dialogs } from "../app/feature-dialogs.tsx";\nexport const page = dialogs;\n',
          "src/machines/outbox/outbox-queue.ts": "export const queue = 1;\n",
          "src/machines/scan/scan.machine.ts": 'import { queue } from "../outbox/outbox-queue.ts";\nexport const scan = queue;\n',
        },
        [
          { from: "src/ui/dashboard/due.tsx", to: "src/machines/leads/event-clock.ts", rule: "features-meet-only-in-shared-rooms" },
          { from: "src/ui/team/team-page.tsx", to: "src/ui/app/feature-dialogs.tsx", rule: "features-meet-only-in-shared-rooms" },
        ],
      );
      const unlisted = (await realViolations()).filter(
        (violation) => violation.rule === "features-meet-only-in-shared-rooms" && !listedCrossing(violation),
      );
      expect(unlisted).toEqual([]);
    }, 120_000);

    it("only-the-composition-root-imports-handlers: server code outside handlers/ reaching them; the mounting file and tests may", async () => {
      await expectOnly(
        {
          "server/handlers/leads-handlers.ts": "export const leadsHandlers = {};\n",
          "server/handlers/handler-table.ts": 'import { leadsHandlers } from "./leads-handlers.ts";\nexport const table = leadsHandlers;\n',
          "server/portal-server.ts": 'import { table } from "./handlers/handler-table.ts";\nexport const app = table;\n',
          "server/leads/lead-work.ts": 'import { leadsHandlers } from "../handlers/leads-handlers.ts";\nexport const work = leadsHandlers;\n',
          "server/leads/lead-work.test.ts": 'import { leadsHandlers } from "../handlers/leads-handlers.ts";\nexport const seen = leadsHandlers;\n',
        },
        [{ from: "server/leads/lead-work.ts", to: "server/handlers/leads-handlers.ts", rule: "only-the-composition-root-imports-handlers" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "only-the-composition-root-imports-handlers")).toEqual([]);
    }, 120_000);

    it("handlers-call-records-not-the-database: a handler importing server/db/, a type included; its record's module and tests may", async () => {
      await expectOnly(
        {
          "server/db/schema/all-tables.ts": "export const leads = {};\n",
          "server/db/connect.ts": "export type Database = { leads: 1 };\n",
          "server/leads/lead-writes.ts": 'import { leads } from "../db/schema/all-tables.ts";\nexport const createLead = () => leads;\n',
          "server/handlers/leads-handlers.ts": 'import { leads } from "../db/schema/all-tables.ts";\nexport const handlers = leads;\n',
          "server/handlers/team-handlers.ts": 'import type { Database } from "../db/connect.ts";\nexport type Deps = Database;\n',
          "server/handlers/scan-handlers.ts": 'import { createLead } from "../leads/lead-writes.ts";\nexport const scan = createLead;\n',
          "server/handlers/leads.test.ts": 'import { leads } from "../db/schema/all-tables.ts";\nexport const rows = leads;\n',
        },
        [
          { from: "server/handlers/leads-handlers.ts", to: "server/db/schema/all-tables.ts", rule: "handlers-call-records-not-the-database" },
          { from: "server/handlers/team-handlers.ts", to: "server/db/connect.ts", rule: "handlers-call-records-not-the-database" },
        ],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "handlers-call-records-not-the-database")).toEqual([]);
    }, 120_000);

    it("no-server-folder-circles: two server folders importing each other, types included; tests and test kits left out", async () => {
      // Production code only, as `npm run house` counts it: a test may import any floor.
      const folderCircles = async (baseDir: string) => {
        const { tsConfig: _tsConfig, ...options } = config.options;
        const result = await cruise(["server"], {
          ...options,
          exclude: { path: config.SERVER_PRODUCTION_ONLY },
          baseDir,
          validate: true,
          ruleSet: { forbidden: [config.SERVER_FOLDER_CIRCLE] },
        });
        if (typeof result.output === "string") throw new Error("dependency-cruiser answered text instead of a result");
        return result.output.summary.violations.map((violation) => `${violation.from} -> ${violation.to}`).sort();
      };
      const dir = treeOf({
        "server/context/deps.ts": 'import type { Events } from "../webhooks/events.ts";\nexport type Deps = { events: Events };\n',
        "server/webhooks/events.ts": "export type Events = { emit(): void };\n",
        "server/webhooks/queue.ts": 'import type { Deps } from "../context/deps.ts";\nexport type Queue = Deps;\n',
        "server/leads/lead.ts": "export const lead = 1;\n",
        "server/team/member.ts": 'import { lead } from "../leads/lead.ts";\nexport const member = lead;\n',
        "server/leads/lead.test.ts": 'import { member } from "../team/member.ts";\nexport const seen = member;\n',
        "server/testing/kit.ts": 'import { member } from "../team/member.ts";\nexport const kit = member;\n',
        "server/leads/kit-user.test.ts": 'import { kit } from "../testing/kit.ts";\nexport const used = kit;\n',
      });
      try {
        expect(await folderCircles(dir)).toEqual(["server/context -> server/webhooks", "server/webhooks -> server/context"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      expect(await folderCircles(root)).toEqual([]);
    }, 120_000);

    it("services-know-no-record: the HTTP edge or the mail service importing a record's folder; tests may", async () => {
      await expectOnly(
        {
          "server/auth/tokens.ts": "export const findActiveSession = () => undefined;\n",
          "server/http/security-handlers.ts": 'import { findActiveSession } from "../auth/tokens.ts";\nexport const handlers = findActiveSession;\n',
          "server/mail/mail-queue.ts": 'import { findActiveSession } from "../auth/tokens.ts";\nexport const queue = findActiveSession;\n',
          "server/http/security-handlers.test.ts": 'import { findActiveSession } from "../auth/tokens.ts";\nexport const seen = findActiveSession;\n',
          "server/http/api-error.ts": "export class ApiError {}\n",
          "server/auth/otp.ts": 'import { ApiError } from "../http/api-error.ts";\nexport const refused = ApiError;\n',
        },
        [
          { from: "server/http/security-handlers.ts", to: "server/auth/tokens.ts", rule: "services-know-no-record" },
          { from: "server/mail/mail-queue.ts", to: "server/auth/tokens.ts", rule: "services-know-no-record" },
        ],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "services-know-no-record")).toEqual([]);
    }, 120_000);

    it("the-database-floor-stands-alone: server/db/ importing another floor; its test kit may", async () => {
      await expectOnly(
        {
          "server/auth/accounts.ts": "export const isUniqueViolation = () => false;\n",
          "server/db/connect.ts": 'import { isUniqueViolation } from "../auth/accounts.ts";\nexport const open = isUniqueViolation;\n',
          "server/db/schema/all-tables.ts": "export const leads = {};\n",
          "server/db/prepared.ts": 'import { leads } from "./schema/all-tables.ts";\nexport const prepared = leads;\n',
          "server/db/testing.ts": 'import { isUniqueViolation } from "../auth/accounts.ts";\nexport const kit = isUniqueViolation;\n',
        },
        [{ from: "server/db/connect.ts", to: "server/auth/accounts.ts", rule: "the-database-floor-stands-alone" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "the-database-floor-stands-alone")).toEqual([]);
    }, 120_000);

    it("the-ground-holds-only-types: server/context/ importing a value of a floor above; types are free", async () => {
      await expectOnly(
        {
          "server/mail/mail-queue.ts": "export type MailQueue = { send(): void };\nexport const noMail = 1;\n",
          "server/context/server-deps.ts": 'import type { MailQueue } from "../mail/mail-queue.ts";\nexport type ServerDeps = { mail: MailQueue };\n',
          "server/context/defaults.ts": 'import { noMail } from "../mail/mail-queue.ts";\nexport const defaults = noMail;\n',
        },
        [{ from: "server/context/defaults.ts", to: "server/mail/mail-queue.ts", rule: "the-ground-holds-only-types" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "the-ground-holds-only-types")).toEqual([]);
    }, 120_000);

    it("nothing-imports-the-top-floor: a record or a service importing the composition root; the entry and tests may", async () => {
      await expectOnly(
        {
          "server/portal-server.ts": "export const buildApp = () => 1;\n",
          "server/serve.ts": 'import { buildApp } from "./portal-server.ts";\nexport const app = buildApp;\n',
          "server/leads/lead-writes.ts": 'import { buildApp } from "../portal-server.ts";\nexport const writes = buildApp;\n',
          "server/testing/start-server.ts": 'import { buildApp } from "../portal-server.ts";\nexport const start = buildApp;\n',
        },
        [{ from: "server/leads/lead-writes.ts", to: "server/portal-server.ts", rule: "nothing-imports-the-top-floor" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "nothing-imports-the-top-floor")).toEqual([]);
    }, 120_000);

    it("only-actors-call-the-api: a machine importing src/api at run time; actors, types, call-free files and models may", async () => {
      const request = 'export type Api = { run: () => void };\nexport const query = () => 1;\n';
      await expectOnly(
        {
          "src/api/request.ts": request,
          "src/api/error-checks.ts": "export const isApiError = (value: unknown) => value !== null;\n",
          "src/machines/leads/lead.machine.ts": 'import { query } from "../../api/request.ts";\nexport const machine = query;\n',
          "src/machines/leads/lead.actors.ts": 'import { query } from "../../api/request.ts";\nexport const actors = query;\n',
          "src/machines/leads/lead-form.ts": 'import type { Api } from "../../api/request.ts";\nexport type Form = Api;\n',
          "src/machines/leads/lead-messages.ts": 'import { isApiError } from "../../api/error-checks.ts";\nexport const failed = isApiError;\n',
          "src/machines/leads/lead.model.ts": 'import { query } from "../../api/request.ts";\nexport const model = query;\n',
        },
        [{ from: "src/machines/leads/lead.machine.ts", to: "src/api/request.ts", rule: "only-actors-call-the-api" }],
      );
      expect((await realViolations()).filter((violation) => violation.rule === "only-actors-call-the-api")).toEqual([]);
    }, 120_000);
  });

  it("list only views that still break the view rule, so the list can only shrink", async () => {
    const viewRule = config.forbidden.find((rule) => rule.name === "views-do-not-reach-the-api")!;
    // The two composition roots (the portal's and the console's) are the views' only way to the API.
    const strict = { ...viewRule, from: { path: "^src/ui/", pathNot: ["^src/ui/app/(console-)?composition\\.ts$"] } };
    const breaking = new Set((await violationsIn(root, [strict])).map((violation) => violation.from));
    expect([...breaking].sort()).toEqual([...config.VIEWS_NOT_YET_OWNED_BY_A_SCREEN_MACHINE].sort());
  }, 120_000);

  describe("fail on a forbidden import", () => {
    const tree = mkdtempSync(join(tmpdir(), "layer-rules-"));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), text);
    };
    // A small tree with one import across each boundary.
    write("src/api/client.ts", 'import { flow } from "../machines/flow.ts";\nexport const client = flow;\n');
    write("src/api/schema.d.ts", "export type Lead = { _id: string };\n");
    write("src/machines/flow.ts", 'import { View } from "../ui/view.ts";\nexport const flow = View;\n');
    write("src/ui/view.ts", 'import { client } from "../api/client.ts";\nexport const View = client;\n');
    write("src/ui/lead-types.ts", 'export type { Lead } from "../api/schema.d.ts";\n');
    write("src/ui/app/composition.ts", 'import { client } from "../../api/client.ts";\nexport const portal = client;\n');
    write("src/ui/server-view.ts", 'import { handler } from "../../server/handler.ts";\nexport const shown = handler;\n');
    write("src/rules/rule.ts", 'import { flow } from "../machines/flow.ts";\nexport const rule = flow;\n');
    write("server/handler.ts", 'import { View } from "../src/ui/view.ts";\nimport type { Lead } from "../src/api/schema.d.ts";\nexport const handler = View;\nexport type Row = Lead;\n');

    it("names each broken rule, a view's type import from src/api included, and lets the composition root through", async () => {
      const found = await violationsIn(tree);
      expect(found).toEqual(
        expect.arrayContaining([
          { from: "src/ui/view.ts", to: "src/api/client.ts", rule: "views-do-not-reach-the-api" },
          { from: "src/ui/lead-types.ts", to: "src/api/schema.d.ts", rule: "views-do-not-reach-the-api" },
          { from: "src/machines/flow.ts", to: "src/ui/view.ts", rule: "machines-do-not-know-the-views" },
          { from: "src/api/client.ts", to: "src/machines/flow.ts", rule: "the-api-layer-knows-no-flow-and-no-screen" },
          { from: "src/ui/server-view.ts", to: "server/handler.ts", rule: "the-browser-does-not-import-the-server" },
          { from: "src/rules/rule.ts", to: "src/machines/flow.ts", rule: "shared-rules-stand-alone" },
          { from: "server/handler.ts", to: "src/ui/view.ts", rule: "the-server-shares-only-rules-and-contract-types" },
        ]),
      );
      expect(found.filter((violation) => violation.from === "src/ui/app/composition.ts")).toEqual([]);
      expect(found.filter((violation) => violation.from === "server/handler.ts" && violation.to === "src/api/schema.d.ts")).toEqual([]);
    }, 120_000);
  });
});
