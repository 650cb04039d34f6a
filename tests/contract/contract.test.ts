import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestPostgresDatabase } from "../../server/db/testing.ts";
import { DEMO_ADMIN } from "../../server/demo/demo-data.ts";
import { saveProviderSettings } from "../../server/auth/openid/providers.ts";
import { startOpenIdProvider, type OpenIdTestProvider } from "../../server/testing/openid-provider.ts";
import { startTestServer, type TestServer } from "../../server/testing/start-server.ts";
import { defaultEventId, signIn } from "../../server/testing/sign-in.ts";
import { ORGANISER_KEY, UNKNOWN_ID, type ContractContext } from "./context.ts";
import { send, type HttpAnswer } from "./http.ts";
import { loadOpenApiDocument, type Operation } from "./openapi-document.ts";
import { PHASES, recipes, type Attempt } from "./recipes.ts";
import { lookUpSeed } from "./seed-lookup.ts";
import { ORGANISER_MOBILE, ORGANISER_EMAIL } from "./recipes-organiser-console.ts";
import { addOrganiser } from "../../server/organisers/organiser-accounts.ts";
import { eq } from "drizzle-orm";
import { teamMembers } from "../../server/db/schema/all-tables.ts";
import { signInOrganiser } from "../../server/testing/organiser-kit.ts";

// Every operation of openapi/exhibitor-portal.yaml, through real HTTP against the real server,
// once on PGlite in a temporary folder and once on a fresh PostgreSQL database. Each answer's
// status must be the one promised and its body must match the document's schema for that status.

const doc = loadOpenApiDocument();

// Phases first (creates before updates before deletes), then the table's order within a phase
// (e.g. register-mobile before verify).
const recipeOrder = Object.keys(recipes);
const rank = (op: Operation) => PHASES.indexOf(recipes[op.operationId]!.phase) * 1000 + recipeOrder.indexOf(op.operationId);
const ordered: Operation[] = doc.operations.filter((op) => recipes[op.operationId]).sort((a, b) => rank(a) - rank(b));

test("every operation of the document has a recipe", () => {
  const missing = doc.operations.map((op) => op.operationId).filter((id) => !recipes[id]);
  expect(missing).toEqual([]);
  expect(doc.operations.length).toBeGreaterThan(40);
});

test("every recipe names an operation of the document", () => {
  const ids = new Set(doc.operations.map((op) => op.operationId));
  expect(Object.keys(recipes).filter((id) => !ids.has(id))).toEqual([]);
});

test("only operations that take no input at all go without an invalid request", () => {
  const without = Object.entries(recipes)
    .filter(([, recipe]) => typeof recipe.invalid !== "function")
    .map(([id]) => id)
    .sort();
  expect(without).toEqual(["getHealth"]);
  for (const id of without) {
    const op = doc.operations.find((o) => o.operationId === id)!;
    expect(op.path.includes("{"), id).toBe(false);
    expect(op.secured, id).toBe(false);
  }
});

interface DatabaseUnderTest {
  name: string;
  open(): Promise<{ databaseUrl?: string; drop(): Promise<void> }>;
}

const databases: DatabaseUnderTest[] = [
  { name: "PGlite", open: async () => ({ drop: async () => undefined }) },
  {
    name: "PostgreSQL",
    open: async () => {
      const db = await createTestPostgresDatabase("ep_contract");
      return { databaseUrl: db.url, drop: db.drop };
    },
  },
];

function describeExchange(op: Operation, attempt: Attempt, answer: HttpAnswer): string {
  const { status, ...request } = attempt;
  const shown = { ...request, token: request.token ? "<token>" : undefined, multipart: request.multipart ? "<form>" : undefined };
  return `${op.method.toUpperCase()} ${doc.basePath}${op.path} ${JSON.stringify(shown)}\n  expected ${status}, answered ${answer.status}: ${answer.text.slice(0, 800)}`;
}

async function exchange(ctx: ContractContext, op: Operation, attempt: Attempt): Promise<HttpAnswer> {
  const answer = await send(`${ctx.origin}${doc.basePath}`, op.method, op.path, attempt);
  const story = describeExchange(op, attempt, answer);
  expect(answer.status, story).toBe(attempt.status);
  const check = doc.validateResponse(op.operationId, answer.status, answer.body, answer.contentType || "application/json");
  expect(check.errors, `${story}\n  does not match the document's ${check.documentedAs ?? "(none)"} response`).toEqual([]);
  return answer;
}

describe.each(databases)("contract on $name", (database) => {
  let server: TestServer | undefined;
  let provider: OpenIdTestProvider | undefined;
  let drop: () => Promise<void> = async () => undefined;
  const ctx = { ids: {}, tokens: {} } as ContractContext;

  beforeAll(async () => {
    const opened = await database.open();
    drop = opened.drop;
    // The organiser key turns on the organiser's decision operation.
    const env = { ORGANISER_API_KEY: ORGANISER_KEY };
    server = await startTestServer(opened.databaseUrl ? { databaseUrl: opened.databaseUrl, env } : { env });
    ctx.origin = server.url;
    ctx.eventId = await defaultEventId(server.url).catch(() => UNKNOWN_ID);
    // A real OpenID provider on this machine for the event, so "Continue with Google" completes.
    provider = await startOpenIdProvider({ redirectUris: [`${server.url}/api/auth/openid/callback`], accounts: [{ email: DEMO_ADMIN.email, emailVerified: true }] });
    await saveProviderSettings(server.db, ctx.eventId, { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret });
    ctx.openId = { issuer: provider.issuer, email: DEMO_ADMIN.email, signIn: provider.signIn.bind(provider) };
    // A failed sign-in must not hide the public operations' results: the secured recipes fail
    // with the sign-in error when they first reach for a token.
    for (const [key, mobile] of [["acme", "9876543210"], ["borealis", "9123456780"]] as const) {
      try {
        const signed = await signIn(server.url, { mobile, event: ctx.eventId });
        ctx[key] = { token: signed.token, userId: signed.user._id, exhibitorId: signed.user.exhibitorId };
      } catch (error) {
        Object.defineProperty(ctx, key, {
          get: () => {
            throw new Error(`Signing in ${mobile} failed: ${String(error)}`);
          },
        });
      }
    }
    // The demo event's organiser, who signs in through the recipes, and a second one who signs out.
    await addOrganiser(server.db, { eventId: ctx.eventId, name: "Meera Iyer", phone: { phoneCode: "91", mobile: ORGANISER_MOBILE }, email: ORGANISER_EMAIL, role: "organiser" });
    const db = server.db;
    ctx.endInvitationPause = async (exhibitorId) => {
      await db.update(teamMembers).set({ invitedAt: null }).where(eq(teamMembers.exhibitorId, exhibitorId));
    };
    try {
      ctx.tokens.organiserToLogOut = (await signInOrganiser(server, { eventId: ctx.eventId })).token;
    } catch {
      // logoutOrganiser then fails with the missing sign-in.
    }
    try {
      ctx.seed = await lookUpSeed(server.url, ctx.eventId, ctx.acme);
    } catch {
      ctx.seed = { formFields: [] };
    }
  });

  afterAll(async () => {
    await server?.close();
    await provider?.close();
    await drop();
  });

  for (const op of ordered) {
    const recipe = recipes[op.operationId]!;

    const validTest = () =>
      test(`${op.operationId}: a valid request answers as documented`, async () => {
        const attempt = await recipe.valid(ctx);
        const answer = await exchange(ctx, op, attempt);
        if (answer.contentType.includes("json")) {
          expect((answer.body as { success?: unknown }).success).toBe(true);
        }
        await recipe.then?.(answer, ctx);
      });

    const invalid = recipe.invalid;
    const invalidTest = () => {
      if (typeof invalid !== "function") return;
      test(`${op.operationId}: an invalid request answers a documented 4xx envelope`, async () => {
        const attempt = await invalid(ctx);
        expect(attempt.status).toBeGreaterThanOrEqual(400);
        expect(attempt.status).toBeLessThan(500);
        const answer = await exchange(ctx, op, attempt);
        const body = answer.body as { success?: unknown; message?: unknown };
        expect(body.success).toBe(false);
        expect(typeof body.message === "string" && body.message.trim().length > 0, `message: ${String(body.message)}`).toBe(true);
        await recipe.unchanged?.(ctx);
      });
    };

    // A refused delete is tried while the record still exists, so "404 and nothing deleted" means
    // something; everywhere else the valid request goes first (e.g. a used code is then refused).
    if (recipe.phase === "delete") {
      invalidTest();
      validTest();
    } else {
      validTest();
      invalidTest();
    }
  }
});
