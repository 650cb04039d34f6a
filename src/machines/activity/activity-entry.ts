import type { components } from "../../api/schema.d.ts";

/** One line of the company's activity log (GET /activity). */
export type ActivityEntry = components["schemas"]["ActivityEntry"];
export type ActivityCategory = components["schemas"]["ActivityCategory"];
/** A person who appears in the log, for the person filter. */
export type ActivityActor = { readonly userId: string; readonly name: string };

/** One page of the log as the server answers it. */
export interface ActivityPage {
  readonly entries: ReadonlyArray<ActivityEntry>;
  readonly nextCursor: string | null;
  readonly actors: ReadonlyArray<ActivityActor>;
}

/** What the screen reads: its filters and, after the first page, where the next one starts. */
export interface ActivityPageRequest {
  readonly actor: string | null;
  readonly category: ActivityCategory | null;
  readonly before: string | null;
}

/** The kinds of change, in the order the kind filter offers them, with the words the screen shows. */
export const ACTIVITY_KINDS: ReadonlyArray<{ readonly value: ActivityCategory; readonly label: string }> = [
  { value: "team", label: "Team" },
  { value: "company", label: "Company profile" },
  { value: "leads", label: "Leads" },
  { value: "export", label: "Export" },
  { value: "import", label: "Import" },
  { value: "organiser", label: "Organiser" },
];

export const activityKindLabel = (category: ActivityCategory): string =>
  ACTIVITY_KINDS.find((kind) => kind.value === category)?.label ?? category;

export const ACTIVITY_EMPTY_MESSAGE = "No activity yet";
export const ACTIVITY_NO_MATCH_MESSAGE = "No activity matches these filters";
