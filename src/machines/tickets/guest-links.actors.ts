import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { CreatedGuestLink, GuestLink } from "./guest-links.machine.ts";

/** A pass's public links: list (a read), make and revoke (writes). */
export const guestLinksImplementations = ({ runApi }: { readonly runApi: ApiRunner }) => ({
  actors: {
    listLinks: fromPromise<ReadonlyArray<GuestLink>, { passId: string }>(async ({ input, signal }) => {
      const answer = await runApi(query((client, abort) => client.GET("/passes/{id}/guest-links", { params: { path: { id: input.passId } }, signal: abort })), { signal });
      return answer.data;
    }),
    createLink: fromPromise<CreatedGuestLink, { passId: string }>(async ({ input, signal }) => {
      const answer = await runApi(mutation((client, abort) => client.POST("/passes/{id}/guest-links", { params: { path: { id: input.passId } }, signal: abort })), { signal });
      return answer.data;
    }),
    revokeLink: fromPromise<void, { id: string }>(async ({ input, signal }) => {
      await runApi(mutation((client, abort) => client.DELETE("/guest-links/{id}", { params: { path: { id: input.id } }, signal: abort })), { signal });
    }),
  },
});
