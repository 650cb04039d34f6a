import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { FormAnswers } from "../../rules/referral-form-rules.ts";
import { browserDownloads, type DownloadBrowser } from "../resources/resource-download.actors.ts";
import type { GuestPage, GuestRegistered, SaveGuestBadge } from "./guest-registration.machine.ts";

export interface GuestRegistrationDependencies {
  readonly runApi: ApiRunner;
  readonly browser?: Pick<DownloadBrowser, "save">;
}

/** The public link's calls: the page (a read, retried), the registration (a write), the badge PDF. */
export const guestRegistrationImplementations = ({ runApi, browser = browserDownloads() }: GuestRegistrationDependencies) => ({
  actors: {
    loadPage: fromPromise<GuestPage, { token: string }>(async ({ input, signal }) => {
      const answer = await runApi(
        query((client, abort) => client.GET("/guest-registration/{token}", { params: { path: { token: input.token } }, signal: abort })),
        { signal },
      );
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
