import type { components } from "../../../api/schema.d.ts";

/** An event resource as the console lists it (`isPublic`: exhibitors see it). */
export type EventResource = components["schemas"]["Download"];
/** One of the organiser's FAQs; the answer is HTML, rendered only through the shared sanitiser. */
export type EventFaq = components["schemas"]["Faq"];

/** The file chosen in the resource dialog: a browser File (a plain Blob with a name in tests). */
export type ChosenFile = Blob & { readonly name: string };

export interface ResourceForm {
  readonly title: string;
  readonly description: string;
  readonly category: string;
  readonly isPublic: boolean;
  /** A new file to upload on save; null keeps the resource's file. */
  readonly file: ChosenFile | null;
}
export type ResourceTextField = "title" | "description" | "category";
export type ResourceFieldErrors = Partial<Record<"title" | "file", string>>;

export const EMPTY_RESOURCE_FORM: ResourceForm = { title: "", description: "", category: "", isPublic: true, file: null };

export interface FaqForm {
  readonly question: string;
  readonly answer: string;
  readonly type: string;
}
export type FaqField = keyof FaqForm;
export type FaqFieldErrors = Partial<Record<FaqField, string>>;

export const EMPTY_FAQ_FORM: FaqForm = { question: "", answer: "", type: "" };

/** What the resource save sends (`fileUrl` only when a new file was uploaded). */
export interface ResourceSave {
  readonly id: string | null;
  readonly title: string;
  readonly description: string | null;
  readonly category: string | null;
  readonly isPublic: boolean;
  readonly fileUrl?: string;
}

export interface FaqSave {
  readonly id: string | null;
  readonly question: string;
  readonly answer: string;
  readonly type: string;
}

/** A write's answer: the server's message and the row as saved. */
export interface Saved<Row> {
  readonly message: string;
  readonly data: Row;
}
