import { assign, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import type { components } from "../../api/schema.d.ts";
import { checkForm, initialValues, type FieldValue, type FormAnswers, type FormValues } from "../../rules/form-rules.ts";
import { failureMessage, type FailureParams } from "../forms/failure-message.ts";
import { serverMessage } from "../forms/form-helpers.ts";
import { formUploads } from "../forms/form-uploads.ts";
import { endedUpload, spawnUploadFields, startedUpload, uploadRunning, type RunningUploads, type UploadEnqueue, type UploadReport } from "../forms/upload-fields.ts";
import { uploadMachine } from "../forms/upload.machine.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import type { Role } from "../../rules/roles.ts";

/**
 * The public screen a guest opens from a pass link (/exhibitor/register/<token>), signed out: what
 * they register for, the pass's form, then their ticket with its badge. A revoked, expired or
 * forged link says so; a pass with no place left says so instead of offering its form, and Register
 * is off once it fills while the guest types (what was typed stays). Image and file fields
 * upload through the link itself (`scope`: the token), as the guest has no account; Register waits
 * for an upload still running.
 */

export interface GuestRegistrationTypes {
  input: GuestRegistrationInput;
  context: GuestRegistrationContext;
  events: GuestRegistrationEvent;
  tags: "busy" | "error";
}

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
  /** Set when a team member tries the link out signed in (the app's screen input). */
  readonly role?: Role | null;
}

export const tokenOfPath = (path: string | undefined): string => decodeURIComponent(path?.split("/register/")[1]?.split("/")[0] ?? "");

export interface GuestRegistrationContext {
  readonly token: string;
  /**
   * A team member trying the link out: the page also says which of the form's fields it leaves out
   * for guests (a type it cannot draw, a field without a name). A guest never sees those notes.
   */
  readonly tryOut: boolean;
  readonly page: GuestPage | null;
  readonly values: FormValues;
  /** Field name -> what is wrong with it. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The message above the form or of the closed link / failed load. */
  readonly message: string | null;
  readonly ticket: GuestTicket | null;
  /** The success message (HTML, sanitised by the view). */
  readonly successHtml: string | null;
  /** The image and file fields whose upload runs. */
  readonly uploading: RunningUploads;
}

export type GuestRegistrationEvent =
  | { readonly type: "field.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "form.submit" }
  | { readonly type: "data.retry" }
  | { readonly type: "badge.download" }
  | UploadReport;

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

/** Shows a failed call's message: the server's own words, else `fallback`. */
const showFailure = (fallback: string) =>
  ({ type: "showFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;

/** A field's new answer: what was said wrong about it no longer applies. */
const answered = (context: GuestRegistrationContext, name: string, value: FieldValue) => {
  const { [name]: _gone, ...fieldErrors } = context.fieldErrors;
  return { values: { ...context.values, [name]: value }, fieldErrors };
};

const guestRegistrationSetup = setup({
  types: {} as GuestRegistrationTypes,
  actors: {
    /** GET /guest-registration/{token}. */
    loadPage: notProvidedActor<GuestPage, { token: string }>("loadPage"),
    /** POST /guest-registration/{token}. */
    registerGuest: notProvidedActor<GuestRegistered, { token: string; answers: FormAnswers }>("registerGuest"),
    /** GET /guest-registration/{token}/badge/{ticketCode}: the PDF. */
    fetchBadge: notProvidedActor<Blob, { token: string; ticketCode: string }>("fetchBadge"),
    /** One per image or file field; provided with the link's upload by the actors file. */
    upload: uploadMachine,
  },
  actions: {
    saveBadge: notProvided<SaveGuestBadge>("saveBadge"),
    setField: assign(({ context, event }) => (event.type === "field.change" ? answered(context, event.name, event.value) : {})),
    /** An upload's stored path (or "" after Remove) is the field's answer, as if typed. */
    setUploaded: assign(({ context }, params: { name: string; path: string | null }) => answered(context, params.name, params.path ?? "")),
    startUpload: assign(({ context }, params: { name: string }) => ({ uploading: startedUpload(context.uploading, params.name) })),
    endUpload: assign(({ context }, params: { name: string }) => ({ uploading: endedUpload(context.uploading, params.name) })),
    showProblems: assign(({ context }) => ({
      fieldErrors: checkForm(context.page?.fields ?? [], context.values).errors,
      message: GUEST_TEXTS.fixFields,
    })),
    showPage: assign((_, params: { page: GuestPage }) => ({ page: params.page, values: initialValues(params.page.fields), message: null })),
    showFailure: assign((_, params: FailureParams) => failureMessage(params)),
    showTicket: assign((_, params: { registered: GuestRegistered }) => ({
      ticket: params.registered.data,
      successHtml: params.registered.message,
      message: null,
      fieldErrors: {},
    })),
    showRejectedAnswers: assign((_, params: { error: unknown }) => {
      const errors = isApiError(params.error) && params.error._tag === "Validation" ? params.error.errors : [];
      return {
        message: serverMessage(params.error) ?? GUEST_TEXTS.fixFields,
        fieldErrors: Object.fromEntries(errors.map((e) => [e.path.replace(/^\//, ""), e.message])),
      };
    }),
    showFullPage: assign((_, params: { page: GuestPage }) => ({ page: params.page, message: GUEST_TEXTS.full })),
    showPassFull: assign(({ context }, params: { error: unknown }) => ({
      message: serverMessage(params.error) ?? GUEST_TEXTS.full,
      page: withRemaining(context.page, 0),
    })),
    clearMessage: assign({ message: null }),
  },
  guards: {
    formValid: ({ context }) => checkForm(context.page?.fields ?? [], context.values).valid,
    uploadPending: ({ context }) => uploadRunning(context.uploading),
    linkClosed: (_, { error }: { error: unknown }) => linkClosed(error),
    rejectedAnswers: (_, { error }: { error: unknown }) => tagOf(error) === "Validation",
    passFull: (_, { error }: { error: unknown }) => tagOf(error) === "Conflict",
    pageFull: (_, { page }: { page: GuestPage }) => page.pass.remainingPasses <= 0,
    noPlaceLeft: ({ context }) => (context.page?.pass.remainingPasses ?? 1) <= 0,
  },
});

/** One upload field per image or file field, uploading through this link. */
const spawnUploads = guestRegistrationSetup.enqueueActions(({ context, enqueue }) => {
  const uploads = formUploads(context.page?.fields ?? []).map((spec) => ({ ...spec, scope: context.token }));
  spawnUploadFields(enqueue as unknown as UploadEnqueue, uploads);
});

export const guestRegistrationMachine = guestRegistrationSetup.extend({ actions: { spawnUploads } }).createMachine({
  id: "guestRegistration",
  context: ({ input }) => ({
    token: input.token ?? tokenOfPath(input.path),
    tryOut: input.role !== undefined && input.role !== null,
    page: null, values: {}, fieldErrors: {}, message: null, ticket: null, successHtml: null, uploading: [],
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "loadPage",
        src: "loadPage",
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: "pageFull", params: ({ event }) => ({ page: event.output }) },
            target: "full",
            actions: { type: "showFullPage", params: ({ event }) => ({ page: event.output }) },
          },
          { target: "form", actions: [{ type: "showPage", params: ({ event }) => ({ page: event.output }) }, "spawnUploads"] },
        ],
        onError: [
          {
            guard: { type: "linkClosed", params: ({ event }) => ({ error: event.error }) },
            target: "closed",
            actions: showFailure(GUEST_TEXTS.loadFailed),
          },
          { target: "loadFailed", actions: showFailure(GUEST_TEXTS.loadFailed) },
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
    full: {
      description: "Every place of the pass is taken: the page says so, with nothing to fill in.",
    },
    form: {
      on: {
        "field.change": { actions: "setField" },
        "upload.started": { actions: { type: "startUpload", params: ({ event }) => event } },
        "upload.ended": { actions: { type: "endUpload", params: ({ event }) => event } },
        "upload.stored": {
          description: "An upload finished, or Remove: the stored path is the field's answer.",
          actions: [
            { type: "setUploaded", params: ({ event }) => event },
            { type: "endUpload", params: ({ event }) => event },
          ],
        },
        "form.submit": [
          { guard: "noPlaceLeft", description: "The pass filled while the guest typed: Register is off, the answers stay." },
          { guard: "uploadPending", description: "An upload still runs: Register waits for it." },
          { guard: "formValid", target: "submitting" },
          { actions: "showProblems" },
        ],
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
          actions: { type: "showTicket", params: ({ event }) => ({ registered: event.output }) },
        },
        onError: [
          {
            guard: { type: "linkClosed", params: ({ event }) => ({ error: event.error }) },
            target: "closed",
            actions: showFailure(GUEST_TEXTS.loadFailed),
          },
          {
            guard: { type: "rejectedAnswers", params: ({ event }) => ({ error: event.error }) },
            target: "form",
            actions: { type: "showRejectedAnswers", params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: "passFull", params: ({ event }) => ({ error: event.error }) },
            target: "form",
            description: "Full: says so with 0 left, and keeps the answers.",
            actions: { type: "showPassFull", params: ({ event }) => ({ error: event.error }) },
          },
          { target: "form", actions: showFailure(GUEST_TEXTS.submitFailed) },
        ],
      },
    },
    registered: {
      on: { "badge.download": { target: "downloadingBadge", actions: "clearMessage" } },
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
        onError: { target: "registered", actions: showFailure(GUEST_TEXTS.badgeFailed) },
      },
    },
  },
});

export type GuestRegistrationSnapshot = SnapshotFrom<typeof guestRegistrationMachine>;
