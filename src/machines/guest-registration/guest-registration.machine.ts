import { assign, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import type { components } from "../../api/schema.d.ts";
import { checkForm, initialValues, type FieldValue, type FormAnswers, type FormValues } from "../../rules/referral-form-rules.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";

/**
 * The public screen a guest opens from a pass link (/exhibitor/register/<token>), signed out: what
 * they register for, the pass's form, then their ticket with its badge. A revoked, expired or
 * forged link says so; a full pass and a refused answer keep what was typed.
 */

export type GuestPage = components["schemas"]["GuestRegistrationPage"];
export type GuestTicket = components["schemas"]["GuestRegistrationResponse"]["data"];

export const GUEST_TEXTS = {
  loadFailed: "The registration page could not be loaded. Check your connection and try again.",
  submitFailed: "Your registration could not be sent. Check your connection and try again.",
  badgeFailed: "The badge could not be downloaded. Try again.",
  full: "All passes of this allocation are used. Remaining: 0.",
  fixFields: "Please correct the highlighted fields.",
} as const;

/** The token itself, or the screen's address (`/register/<token>`) it is read from. */
export interface GuestRegistrationInput {
  readonly token?: string;
  readonly path?: string;
}

export const tokenOfPath = (path: string | undefined): string => decodeURIComponent(path?.split("/register/")[1]?.split("/")[0] ?? "");

export interface GuestRegistrationContext {
  readonly token: string;
  readonly page: GuestPage | null;
  readonly values: FormValues;
  /** Field name -> what is wrong with it. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The message above the form or of the closed link / failed load. */
  readonly message: string | null;
  readonly ticket: GuestTicket | null;
  /** The success message (HTML, sanitised by the view). */
  readonly successHtml: string | null;
}

export type GuestRegistrationEvent =
  | { readonly type: "field.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "form.submit" }
  | { readonly type: "data.retry" }
  | { readonly type: "badge.download" };

export interface GuestRegistered {
  readonly message: string;
  readonly data: GuestTicket;
}

export interface SaveGuestBadge {
  readonly file: Blob;
  readonly fileName: string;
}

const tagOf = (error: unknown): string | null => (isApiError(error) ? error._tag : null);
/** 404 (forged) and 410 (revoked or expired) both close the link; the server says which. */
const linkClosed = (error: unknown): boolean =>
  tagOf(error) === "NotFound" || (isApiError(error) && error._tag === "Server" && error.status === 410);

const withRemaining = (page: GuestPage | null, remainingPasses: number): GuestPage | null =>
  page && { ...page, pass: { ...page.pass, remainingPasses, usedPasses: page.pass.usedPasses } };

export const guestRegistrationMachine = setup({
  types: {
    input: {} as GuestRegistrationInput,
    context: {} as GuestRegistrationContext,
    events: {} as GuestRegistrationEvent,
    tags: {} as "busy" | "error",
  },
  actors: {
    /** GET /guest-registration/{token}. */
    loadPage: notProvidedActor<GuestPage, { token: string }>("loadPage"),
    /** POST /guest-registration/{token}. */
    registerGuest: notProvidedActor<GuestRegistered, { token: string; answers: FormAnswers }>("registerGuest"),
    /** GET /guest-registration/{token}/badge/{ticketCode}: the PDF. */
    fetchBadge: notProvidedActor<Blob, { token: string; ticketCode: string }>("fetchBadge"),
  },
  actions: {
    saveBadge: notProvided<SaveGuestBadge>("saveBadge"),
    setField: assign(({ context, event }) => {
      if (event.type !== "field.change") return {};
      const { [event.name]: _gone, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.name]: event.value }, fieldErrors };
    }),
    showProblems: assign(({ context }) => ({
      fieldErrors: checkForm(context.page?.fields ?? [], context.values).errors,
      message: GUEST_TEXTS.fixFields,
    })),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.page?.fields ?? [], context.values).valid,
    linkClosed: (_, { error }: { error: unknown }) => linkClosed(error),
    rejectedAnswers: (_, { error }: { error: unknown }) => tagOf(error) === "Validation",
    passFull: (_, { error }: { error: unknown }) => tagOf(error) === "Conflict",
  },
}).createMachine({
  id: "guestRegistration",
  context: ({ input }) => ({ token: input.token ?? tokenOfPath(input.path), page: null, values: {}, fieldErrors: {}, message: null, ticket: null, successHtml: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: "form",
          actions: assign(({ event }) => ({ page: event.output, values: initialValues(event.output.fields), message: null })),
        },
        onError: [
          {
            guard: { type: "linkClosed", params: ({ event }) => ({ error: event.error }) },
            target: "closed",
            actions: assign({ message: ({ event }) => serverMessage(event.error) ?? GUEST_TEXTS.loadFailed }),
          },
          { target: "loadFailed", actions: assign({ message: ({ event }) => serverMessage(event.error) ?? GUEST_TEXTS.loadFailed }) },
        ],
      },
    },
    loadFailed: {
      tags: ["error"],
      description: "The page could not be read (network, server): a retry reads it again.",
      on: { "data.retry": { target: "loading" } },
    },
    closed: {
      description: "Revoked, expired or not a link at all: the server's words, nothing to fill in.",
    },
    form: {
      on: {
        "field.change": { actions: "setField" },
        "form.submit": [{ guard: "formValid", target: "submitting" }, { actions: "showProblems" }],
      },
    },
    submitting: {
      tags: ["busy"],
      on: { "field.change": { description: "Ignored while sending: the answers sent are the ones shown." } },
      invoke: {
        id: "registerGuest",
        src: "registerGuest",
        input: ({ context }) => {
          const checked = checkForm(context.page?.fields ?? [], context.values);
          return { token: context.token, answers: checked.valid ? checked.answers : {} };
        },
        onDone: {
          target: "registered",
          actions: assign(({ event }) => ({ ticket: event.output.data, successHtml: event.output.message, message: null, fieldErrors: {} })),
        },
        onError: [
          {
            guard: { type: "linkClosed", params: ({ event }) => ({ error: event.error }) },
            target: "closed",
            actions: assign({ message: ({ event }) => serverMessage(event.error) ?? GUEST_TEXTS.loadFailed }),
          },
          {
            guard: { type: "rejectedAnswers", params: ({ event }) => ({ error: event.error }) },
            target: "form",
            actions: assign(({ event }) => {
              const errors = isApiError(event.error) && event.error._tag === "Validation" ? event.error.errors : [];
              return {
                message: serverMessage(event.error) ?? GUEST_TEXTS.fixFields,
                fieldErrors: Object.fromEntries(errors.map((e) => [e.path.replace(/^\//, ""), e.message])),
              };
            }),
          },
          {
            guard: { type: "passFull", params: ({ event }) => ({ error: event.error }) },
            target: "form",
            description: "Full: says so with 0 left, and keeps the answers.",
            actions: assign(({ context, event }) => ({ message: serverMessage(event.error) ?? GUEST_TEXTS.full, page: withRemaining(context.page, 0) })),
          },
          { target: "form", actions: assign({ message: ({ event }) => serverMessage(event.error) ?? GUEST_TEXTS.submitFailed }) },
        ],
      },
    },
    registered: {
      on: { "badge.download": { target: "downloadingBadge", actions: assign({ message: null }) } },
    },
    downloadingBadge: {
      tags: ["busy"],
      invoke: {
        id: "fetchBadge",
        src: "fetchBadge",
        input: ({ context }) => ({ token: context.token, ticketCode: context.ticket?.ticketCode ?? "" }),
        onDone: {
          target: "registered",
          actions: { type: "saveBadge", params: ({ context, event }) => ({ file: event.output, fileName: `badge-${context.ticket?.ticketCode ?? "guest"}.pdf` }) },
        },
        onError: { target: "registered", actions: assign({ message: ({ event }) => serverMessage(event.error) ?? GUEST_TEXTS.badgeFailed }) },
      },
    },
  },
});

export type GuestRegistrationSnapshot = SnapshotFrom<typeof guestRegistrationMachine>;
