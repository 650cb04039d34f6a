import { fromPromise } from "xstate";
import { NotFound, Validation } from "../../api/errors.ts";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import { uploadGuestFile } from "../../api/upload.ts";
import type { FormAnswers } from "../../rules/form-rules.ts";
import { browserDownloads, type DownloadBrowser } from "../data/browser-downloads.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { uploadMachine, type UploadActorInput } from "../forms/upload.machine.ts";
import type { GuestPage, GuestRegistered, SaveGuestBadge } from "./guest-registration.machine.ts";

export interface GuestRegistrationDependencies {
  readonly runApi: ApiRunner;
  /** The toaster: an upload says when it stored the file or failed. */
  readonly notify: (toast: ToastParams) => void;
  readonly browser?: Pick<DownloadBrowser, "save">;
}

/**
 * An address that cannot be a link at all (cut short when copied: the contract refuses the token's
 * form): to the guest it is a link that does not exist, not a request to correct a field.
 */
export const NOT_A_LINK = "This is not a registration link. Check the address you were sent, or ask the exhibitor for a new link.";

/** An image or file field of the guest's form: its upload goes through the link (`scope`), which needs no account. */
const guestUploadField = ({ runApi, notify }: Pick<GuestRegistrationDependencies, "runApi" | "notify">) =>
  uploadMachine.provide({
    actors: {
      upload: fromPromise<string, UploadActorInput>(({ input, signal }) => runApi(uploadGuestFile(input.scope ?? "", input.file), { signal })),
    },
    actions: { notify: (_: unknown, toast: ToastParams) => notify(toast) },
  });

/** The public link's calls: the page (a read, retried), the registration (a write), the uploads, the badge PDF. */
export const guestRegistrationImplementations = ({ runApi, notify, browser = browserDownloads() }: GuestRegistrationDependencies) => ({
  actors: {
    upload: guestUploadField({ runApi, notify }),
    loadPage: fromPromise<GuestPage, { token: string }>(async ({ input, signal }) => {
      const answer = await runApi(
        query((client, abort) => client.GET("/guest-registration/{token}", { params: { path: { token: input.token } }, signal: abort })),
        { signal },
      ).catch((error: unknown) => {
        throw error instanceof Validation ? new NotFound({ message: NOT_A_LINK }) : error;
      });
      return answer.data;
    }),
    registerGuest: fromPromise<GuestRegistered, { token: string; answers: FormAnswers }>(async ({ input, signal }) => {
      const answer = await runApi(
        mutation((client, abort) =>
          client.POST("/guest-registration/{token}", { params: { path: { token: input.token } }, body: input.answers, signal: abort }),
        ),
        { signal },
      );
      return { message: answer.message, data: answer.data };
    }),
    fetchBadge: fromPromise<Blob, { token: string; ticketCode: string }>(({ input, signal }) =>
      runApi(
        query((client, abort) =>
          client.GET("/guest-registration/{token}/badge/{ticketCode}", {
            params: { path: { token: input.token, ticketCode: input.ticketCode } },
            parseAs: "blob",
            signal: abort,
          }),
        ),
        { signal },
      ),
    ),
  },
  actions: {
    saveBadge: (_: unknown, { file, fileName }: SaveGuestBadge) => browser.save(file, fileName),
  },
});
