import { Effect } from "effect";
import type { ApiError } from "../../api/errors.ts";
import { mutation, query, type Api } from "../../api/request.ts";
import type { EntityCalls } from "../forms/entity-dialog.actors.ts";
import { teamMemberBody, type TeamMember } from "./team-member-form.ts";
import type { MemberActionKind } from "./team-member-action.machine.ts";

/** SPEC §7: POST team-members, PUT team-members/{id}, DELETE team-members/{id}. */
export const teamMemberCalls = {
  create: (form) =>
    mutation((client, abort) => client.POST("/team-members", { body: teamMemberBody(form), signal: abort })),
  update: (id, form) =>
    mutation((client, abort) =>
      client.PUT("/team-members/{id}", { params: { path: { id } }, body: teamMemberBody(form), signal: abort }),
    ),
  remove: (id) =>
    mutation((client, abort) => client.DELETE("/team-members/{id}", { params: { path: { id } }, signal: abort })),
} satisfies EntityCalls;

/**
 * SPEC §7: GET team-members, the envelope's data (missing reads as empty, which shows the sample
 * members), without retries.
 */
export const listTeamMembers: Effect.Effect<ReadonlyArray<TeamMember>, ApiError, Api> = query(
  (client, abort) => client.GET("/team-members", { signal: abort }),
  { retries: 0 },
).pipe(Effect.map((answer) => answer.data ?? []));

/** GET /auth/me for the team screen: the viewer's own team row (`teamMemberId`). */
export const readCurrentUser = query((client, abort) => client.GET("/auth/me", { signal: abort }), { retries: 0 }).pipe(
  Effect.map((answer) => answer.data),
);

/** Resend invite, revoke invite, transfer ownership: the server's message comes back for the toast. */
export const memberActionCall = (kind: MemberActionKind, id: string): Effect.Effect<{ message?: string }, ApiError, Api> => {
  const params = { path: { id } };
  switch (kind) {
    case "resend":
      return mutation((client, abort) => client.POST("/team-members/{id}/invite", { params, signal: abort }));
    case "revoke":
      return mutation((client, abort) => client.DELETE("/team-members/{id}/invite", { params, signal: abort }));
    case "transfer":
      return mutation((client, abort) => client.POST("/team-members/{id}/transfer-ownership", { params, signal: abort }));
  }
};
