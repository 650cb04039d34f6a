import { Effect } from "effect";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import type { EntityCalls } from "../../forms/entity-dialog.actors.ts";
import { createBodyOf, passBody, updateBodyOf, type ExhibitorList, type ExhibitorRemoval, type ExhibitorTeamMember } from "./exhibitors-form.ts";

/** The console's Exhibitors calls (the contract's organiser exhibitor operations). */

export const listExhibitors: Effect.Effect<ExhibitorList, ApiError, Api> = query((client, signal) => client.GET("/organiser/exhibitors", { signal })).pipe(
  Effect.map((answer) => answer.data),
);

/** Add (with the owner, who is invited), edit, and remove with what goes with it. */
export const exhibitorCalls: EntityCalls = {
  create: (form) => mutation((client, signal) => client.POST("/organiser/exhibitors", { body: createBodyOf(form), signal })),
  update: (id, form) => mutation((client, signal) => client.PUT("/organiser/exhibitors/{id}", { params: { path: { id } }, body: updateBodyOf(form), signal })),
  remove: (id) => mutation((client, signal) => client.DELETE("/organiser/exhibitors/{id}", { params: { path: { id }, query: { confirm: true } }, signal })),
};

/** The passes dialog only ever edits an exhibitor's allocation. */
const notOffered = () => Effect.die(new Error("The passes dialog neither adds nor removes"));
export const passesCalls: EntityCalls = {
  create: notOffered,
  update: (id, form) => mutation((client, signal) => client.PUT("/organiser/exhibitors/{id}/passes", { params: { path: { id } }, body: passBody(form), signal })),
  remove: notOffered,
};

export const readTeam = (id: string): Effect.Effect<ReadonlyArray<ExhibitorTeamMember>, ApiError, Api> =>
  query((client, signal) => client.GET("/organiser/exhibitors/{id}/team", { params: { path: { id } }, signal })).pipe(Effect.map((answer) => answer.data));

/** What goes with an exhibitor, as the server counts it, before it is removed. */
export const readRemoval = (id: string): Effect.Effect<ExhibitorRemoval, ApiError, Api> =>
  query((client, signal) => client.GET("/organiser/exhibitors/{id}/removal", { params: { path: { id } }, signal })).pipe(Effect.map((answer) => answer.data));

export const resendInvite = (id: string) => mutation((client, signal) => client.POST("/organiser/exhibitors/{id}/invite", { params: { path: { id } }, signal }));
