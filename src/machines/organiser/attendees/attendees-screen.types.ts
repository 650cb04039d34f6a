import type { components } from "../../../api/schema.d.ts";
import type { QueueListInput } from "../../data/queue-list.machine.ts";
import type { EntityChanged } from "../../forms/screen-entity-dialog.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import type { ImportPreview } from "./import-preview.ts";

export type OrganiserAttendee = components["schemas"]["OrganiserAttendee"];
export type ImportOutcome = Pick<components["schemas"]["OrganiserAttendeeImportResponse"], "message" | "data">;

/** The queue's kind: no tabs or filters, the search alone. */
export const ATTENDEES_QUEUE = {} as const satisfies QueueListInput;

/** The server takes at most 1,000,000 characters of CSV: a larger file is refused before it is sent. */
export const MAX_CSV_BYTES = 1_000_000;

/** The chosen CSV file: what the import reads and sends. */
export interface CsvFile {
  readonly name: string;
  readonly size: number;
  readonly text: () => Promise<string>;
}

/** One badge (an attendee's) or every badge the search finds. */
export type BadgePrint = { readonly kind: "one"; readonly id: string; readonly ticketCode: string } | { readonly kind: "all"; readonly search: string };

export interface SaveBadgesParams {
  readonly file: Blob;
  readonly fileName: string;
}

/** Why a file was not imported: the server's words and each line to fix. */
export interface ImportRefusal {
  readonly message: string;
  readonly lines: ReadonlyArray<string>;
}

/** What the queue shows that Print all badges needs: the search applied and how many it finds. */
export interface AttendeesListed {
  readonly search: string;
  readonly total: number;
}

export const ATTENDEE_TEXTS = {
  empty: {
    unfiltered: "No attendees yet. Import your registration system's CSV export to give each attendee a badge.",
    narrowed: "No attendees match this search.",
  },
  tooLarge: "The file is larger than 1 MB. Split it into smaller files and import each one.",
  previewFailed: "The file could not be read. Check your connection and try again.",
  importFailed: "The file could not be imported. Check your connection and try again.",
  printFailed: "The badges could not be printed. Please try again.",
} as const;

export interface AttendeesScreenContext {
  readonly listed: AttendeesListed;
  /** The file chosen: previewed, then imported or put back. */
  readonly file: CsvFile | null;
  /** What importing the file would do, shown with Import and Cancel until one is chosen. */
  readonly preview: ImportPreview | null;
  /** The last import's outcome, shown until the next import or dismissed. */
  readonly imported: ImportOutcome | null;
  readonly importRefusal: ImportRefusal | null;
  /** The badges being printed. */
  readonly printing: BadgePrint | null;
}

export type AttendeesScreenEvent =
  | EntityChanged
  | { readonly type: "import.choose"; readonly file: CsvFile }
  /** The preview's Import: only now is anything written. */
  | { readonly type: "import.confirm" }
  /** The preview's Cancel: the file is put back, nothing written. */
  | { readonly type: "import.cancel" }
  | { readonly type: "import.dismiss" }
  | { readonly type: "badge.print"; readonly attendee: OrganiserAttendee }
  | { readonly type: "badges.printAll" };

export interface AttendeesScreenTypes {
  input: ConsoleScreenInput;
  context: AttendeesScreenContext;
  events: AttendeesScreenEvent;
  children: { list: "attendeesList"; editor: "attendeeEditor"; canceller: "attendeeCancel" };
  tags: "busy";
}
