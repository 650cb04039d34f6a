// What the console's fuzz mixes into its requests beside the schemas' own values: real values of
// the organiser's event (its categories, exhibitors, files, FAQs, a pending registration) and the
// same kinds of ids of another event, plus whole bodies that pass the console's rules where those
// are stricter than the schemas (a free number and a new name for an exhibitor, a CSV with the
// columns the import knows, settings an organiser would type). Without them those operations would
// only ever be refused, and what lies past their checks would go unfuzzed.
import fc from "fast-check";
import { documentRoot, isConsoleOperation, type OperationShape } from "./operations.ts";
import type { Caller, IdChoice, PlanRules, RequestPlan } from "./request-plan.ts";
import type { BuildContext } from "./schema-arbitrary.ts";

/** Real values of the organiser's own event (`own`) and of another event (`other`). */
export interface ConsolePools {
  categories: { own: string[]; other: string[] };
  exhibitors: { own: string[]; other: string[] };
  registrations: { other: string[] };
  faqs: { other: string[] };
  /** Stored paths: files the organiser uploaded for resources, another event's, and a company's upload. */
  resourceFiles: { own: string[]; other: string[]; company: string[] };
  events: { own: string; other: string };
  /** The organisers' numbers (of both events), so a code request sometimes names one. */
  organiserMobiles: string[];
  /** The other event's domain (any change to it is refused) and the organiser's own. */
  domains: { own: string; other: string };
  /** An organiser of the event with an e-mail and a password, for the password sign-in. */
  passwordAccount: { email: string; password: string };
}

/** The event's organiser FAQs as they are when the request is sent, in reverse order. */
export const EVENT_FAQS = "@event.faqs";
/** The same list with one FAQ of another event added. */
export const EVENT_FAQS_AND_OTHER = "@event.faqs+other";
/** The fields of the path's pass form as the console reads them when the request is sent (saving them again). */
export const FORM_FIELDS = "@form.fields";
/** The same fields and a new text field after them. */
export const FORM_FIELDS_AND_NOTE = "@form.fields+note";
/** A registration of the event still waiting for a decision when the request is sent. */
export const PENDING_REGISTRATION = "@event.pending";
/**
 * Replaced inside any string of the body by a number of nine digits no earlier request used, so
 * names, numbers, e-mail addresses and badge ids that must be new are new.
 */
export const UNIQUE = "@unique";

/** The password `setOrganiserPassword` sets, and then gives as the current one. */
export const CONSOLE_PASSWORD = "fuzz-console-1";

const weighted = (weights: Partial<Record<Caller, number>>): fc.Arbitrary<Caller> =>
  fc.oneof(...Object.entries(weights).map(([caller, weight]) => ({ weight: weight!, arbitrary: fc.constant(caller as Caller) })));

/** The roles the contract lets call the operation (`x-roles`). */
const rolesOf = (op: OperationShape): readonly string[] =>
  ((((documentRoot.paths as Record<string, Record<string, unknown>>)[op.path]![op.method.toLowerCase()] as Record<string, unknown>)["x-roles"] ?? []) as string[]);

/**
 * Mostly the organiser, and the staff organiser where the role may call the operation (now and then
 * where it may not); an exhibitor's token, nobody and a forged token now and then.
 */
function consoleCaller(op: OperationShape): fc.Arbitrary<Caller> {
  if (op.operationId === "logoutOrganiser") return weighted({ "organiser-fresh": 6, none: 1, forged: 1 });
  if (isConsoleOperation(op)) {
    const staff = rolesOf(op).includes("organiser-staff") ? 3 : 1;
    return weighted({ organiser: 8, "organiser-staff": staff, acme: 1, none: 1, forged: 1 });
  }
  // The console's sign-in: public.
  return weighted({ none: 5, organiser: 1, forged: 1 });
}

/** `real` three times as often as the schema's own values. */
const mostly = (real: fc.Arbitrary<unknown>, fallback: () => fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: real }, fallback());

/**
 * A path id: mostly a row of the organiser's own event (the requests that get past "not found"),
 * often one of the second event's, now and then an id of nothing, in upper case too.
 */
const consolePathId: fc.Arbitrary<IdChoice> = fc.oneof(
  { weight: 8, arbitrary: fc.nat().map((pick): IdChoice => ({ kind: "own", pick })) },
  { weight: 3, arbitrary: fc.nat().map((pick): IdChoice => ({ kind: "other", pick })) },
  { weight: 1, arbitrary: fc.uuid().map((value): IdChoice => ({ kind: "literal", value })) },
  { weight: 1, arbitrary: fc.uuid().map((value): IdChoice => ({ kind: "literal", value: value.toUpperCase() })) },
);

const pick = (values: readonly string[]) => (values.length > 0 ? fc.constantFrom(...values) : fc.constant("00000000-0000-4000-8000-000000000000"));

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** An object without the keys whose value is undefined (fc.record's optional keys, by hand). */
const defined = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined));

/** A list the attendee import takes: its header and one to three people, each new. */
const attendeeCsv = fc
  .array(fc.tuple(fc.constantFrom("Visitor", "Delegate", "Press"), fc.constantFrom("Fjord Foods", "", "Kite & Co")), { minLength: 1, maxLength: 3 })
  .map((people) =>
    [
      "name,email,company,ticket type,badge id",
      ...people.map(([type, company], index) => `Guest ${index} ${UNIQUE},guest${index}.${UNIQUE}@attendees.example,${company},${type},FZ-${index}-${UNIQUE}`),
    ].join("\n"),
  );

/**
 * Whole bodies past the console's rules. `happy`: only what the organiser's own event allows (the
 * first request of each operation); otherwise another event's ids and refusals mixed in.
 */
function bodies(pools: ConsolePools, happy: boolean): Readonly<Record<string, fc.Arbitrary<unknown>>> {
  /** `good` three times as often as the values that should be refused, or always when happy. */
  const orRefused = (good: fc.Arbitrary<unknown>, ...refused: Array<fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
    happy || refused.length === 0 ? good : fc.oneof({ weight: 3, arbitrary: good }, ...refused);
  const ownOrOther = (ids: { own: string[]; other: string[] }) => orRefused(pick(ids.own), pick(ids.other));
  const category = fc.oneof(ownOrOther(pools.categories), fc.constant(null));
  return {
    createOrganiserExhibitor: fc
      .record({
        name: fc.constantFrom(`Fuzz Robotics ${UNIQUE}`, `Kite & Co ${UNIQUE}`),
        boothNumber: fc.constantFrom("F-12", "Hall 2 / 14"),
        categoryId: optional(category),
        owner: fc
          .record({
            fullName: fc.constantFrom("Asha Rao", "Mei"),
            phoneCode: optional(fc.constantFrom("91", "+91")),
            mobile: fc.constant(`7${UNIQUE}`),
            email: optional(fc.constantFrom(`owner.${UNIQUE}@exhibitors.example`, null)),
          })
          .map(defined),
      })
      .map(defined),
    updateOrganiserExhibitor: fc.oneof(
      fc.constant({ boothNumber: "F-14" }),
      fc.constant({ name: `Renamed Fuzz ${UNIQUE}` }),
      category.map((categoryId) => ({ categoryId })),
    ),
    allocateOrganiserExhibitorPasses: fc.oneof(
      fc.record({ categoryId: ownOrOther(pools.categories), numberOfPasses: fc.integer({ min: 20, max: 40 }) }),
      fc
        .record({ categoryName: fc.constantFrom("Fuzz Silver", "Fuzz Press"), numberOfPasses: fc.integer({ min: 0, max: 40 }), categoryPasses: optional(fc.integer({ min: 0, max: 40 })) })
        .map(defined),
    ),
    decideOrganiserRegistrations: fc
      .record({
        ids: orRefused(fc.constant([PENDING_REGISTRATION]), pick(pools.registrations.other).map((id) => [PENDING_REGISTRATION, id])),
        decision: fc.constantFrom("approve", "reject"),
        reason: optional(fc.constantFrom("The pass is for trade visitors only.", "")),
      })
      .map(defined),
    importOrganiserAttendees: attendeeCsv.map((csv) => ({ csv })),
    // Every detail, as the edit dialog sends it; an e-mail another attendee holds is refused (409).
    updateOrganiserAttendee: fc.record({
      name: fc.constantFrom("Ola Nordmann", "Mei Lin"),
      email: fc.constantFrom(null, `corrected.${UNIQUE}@attendees.example`),
      company: fc.constantFrom("Nordic AS", null),
      designation: fc.constantFrom("CTO", null),
      phone: fc.constantFrom("+47 400 00 000", null),
      ticketType: fc.constantFrom("Visitor", "Press"),
      badgeId: fc.constant(null),
    }),
    updateOrganiserEventSettings: fc
      .record(
        {
          title: fc.constantFrom("Global Tech Expo 2026", "Global Tech Expo"),
          description: fc.constantFrom("Three days of robotics and data.", ""),
          timezone: fc.constantFrom("Asia/Kolkata", "UTC", "Europe/London"),
          // Another event's domain, main or extra, is refused (409).
          domain: orRefused(fc.constant(pools.domains.own), fc.constant(pools.domains.other)),
          domains: orRefused(fc.constantFrom([], [`extra-${UNIQUE}.fuzz.example`]), fc.constant([pools.domains.other])),
          primaryColor: fc.constantFrom("#1a73e8", null),
          accentColor: fc.constantFrom("#0b8043", null),
          supportEmail: fc.constantFrom("exhibitors@globaltechexpo.example", null),
          supportPhone: fc.constantFrom("+91 80 4000 1234", null),
          supportAddress: fc.constantFrom("Hall 1, Bengaluru", null),
          badgeIdPattern: fc.constant(null),
          logo: fc.constant(null),
          googleSignIn: fc.constant(null),
        },
        { requiredKeys: [] },
      )
      .filter((update) => Object.keys(update).length > 0),
    createOrganiserResource: fc
      .record({
        title: fc.constantFrom("Exhibitor manual", "Floor plan"),
        category: optional(fc.constantFrom("Logistics", null)),
        // Only a file the console uploaded: another event's path or a company's is refused.
        fileUrl: orRefused(pick(pools.resourceFiles.own), pick(pools.resourceFiles.other), pick(pools.resourceFiles.company)),
        isPublic: optional(fc.boolean()),
      })
      .map(defined),
    updateOrganiserResource: orRefused(
      fc.oneof(fc.constantFrom({ title: "Exhibitor manual (updated)" }, { isPublic: false }, { category: null }), pick(pools.resourceFiles.own).map((fileUrl) => ({ fileUrl }))),
      pick(pools.resourceFiles.other).map((fileUrl) => ({ fileUrl })),
    ),
    saveOrganiserPassForm: orRefused(fc.constant({ fields: FORM_FIELDS }), fc.constant({ fields: FORM_FIELDS_AND_NOTE })),
    reorderOrganiserFaqs: orRefused(fc.constant({ ids: EVENT_FAQS }), fc.constant({ ids: EVENT_FAQS_AND_OTHER })),
    inviteOrganiser: fc
      .record({
        name: fc.constantFrom("Priya Menon", "Jonas"),
        phoneCode: fc.constantFrom("91", "+91"),
        mobile: fc.constant(`6${UNIQUE}`),
        email: optional(fc.constant(`organiser.${UNIQUE}@globaltechexpo.example`)),
        role: fc.constantFrom("organiser", "organiser-staff"),
      })
      .map(defined),
    setOrganiserPassword: fc
      .record({ currentPassword: optional(fc.constant(CONSOLE_PASSWORD)) })
      .map((value) => defined({ ...value, newPassword: CONSOLE_PASSWORD, confirmPassword: CONSOLE_PASSWORD })),
    sendOrganiserCode: fc
      .record({ mobile: pick(pools.organiserMobiles), phoneCode: fc.constantFrom("+91", "91"), event: optional(orRefused(fc.constant(pools.events.own), fc.constant(pools.events.other))) })
      .map(defined),
    loginOrganiserWithPassword: fc
      .record({
        email: fc.constant(pools.passwordAccount.email),
        password: fc.constant(pools.passwordAccount.password),
        event: optional(orRefused(fc.constant(pools.events.own), fc.constant(pools.events.other))),
      })
      .map(defined),
  };
}

/** Query values: the event's exhibitors and categories, or another event's; a removal confirmed. */
function queryValues(pools: ConsolePools, op: OperationShape, name: string | undefined, happy: boolean): fc.Arbitrary<unknown> | undefined {
  if (op.operationId === "deleteOrganiserExhibitor" && name === "confirm") return fc.constant(true);
  if (op.operationId !== "listOrganiserRegistrations") return undefined;
  const ids = name === "exhibitor" ? pools.exhibitors : name === "passCategory" ? pools.categories : undefined;
  if (!ids) return undefined;
  return happy ? pick(ids.own) : fc.oneof({ weight: 3, arbitrary: pick(ids.own) }, pick(ids.other));
}

/** The rules of every request but each operation's first: the console's values mostly, the schemas' own often. */
export function consolePlanRules(op: OperationShape, pools: ConsolePools): PlanRules {
  const body = bodies(pools, false)[op.operationId];
  const override: BuildContext["override"] = ({ path, fallback }) => {
    if (path.length === 0 && body) return mostly(body, fallback);
    if (path.length === 1) {
      const real = queryValues(pools, op, path[0], false);
      if (real) return mostly(real, fallback);
    }
    return undefined;
  };
  return { override, caller: consoleCaller(op), pathId: consolePathId };
}

/**
 * The rules of each operation's first request: what an organiser using the console sends (the
 * organiser's token, a row of their own event, a body past the console's rules), so every operation
 * is reached past its checks whatever the seed; the random requests after it go anywhere.
 */
export function consoleFirstRules(op: OperationShape, pools: ConsolePools): PlanRules {
  const body = bodies(pools, true)[op.operationId];
  const override: BuildContext["override"] = ({ path }) => {
    if (path.length === 0 && body) return body;
    return path.length === 1 ? queryValues(pools, op, path[0], true) : undefined;
  };
  const caller: Caller = op.operationId === "logoutOrganiser" ? "organiser-fresh" : isConsoleOperation(op) ? "organiser" : "none";
  return { override, caller: fc.constant(caller), pathId: fc.nat().map((pick): IdChoice => ({ kind: "own", pick })), alwaysSent: ["confirm"] };
}

/** The plan with UNIQUE inside its body's strings replaced by `nonce` (nine digits). */
export function withUniqueValues(plan: RequestPlan, nonce: string): RequestPlan {
  if (plan.body.kind !== "json") return plan;
  const swap = (value: unknown): unknown => {
    if (typeof value === "string") return value.replaceAll(UNIQUE, nonce);
    if (Array.isArray(value)) return value.map(swap);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swap(inner)]));
    return value;
  };
  return { ...plan, body: { kind: "json", value: swap(plan.body.value) } };
}
