import { Effect } from "effect";
import type { ApiError } from "../../api/errors.ts";
import { query, type Api } from "../../api/request.ts";
import type { components } from "../../api/schema.d.ts";

/**
 * The two lists of downloadable resources (SPEC §7 downloads): Resources & FAQ shows them in its
 * tabs, and a lead's "Send resources" offers them. Here, not in either feature, since both read them.
 */

type Read<A> = Effect.Effect<A, ApiError, Api>;
type Download = components["schemas"]["Download"];

/** The organiser's resources of the event, without exhibitors' own ones. */
export const listEventResources = (event: string): Read<ReadonlyArray<Download>> =>
  query((client, signal) => client.GET("/downloads", { params: { query: { event, excludeExhibitor: "true" } }, signal })).pipe(
    Effect.map((answer) => answer.data),
  );

/** SPEC §6/§7: the exhibitor's own resources (isExhibitor, for this exhibitor) of the event. */
export const listMyResources = ({ event, exhibitor }: { readonly event: string; readonly exhibitor: string }): Read<ReadonlyArray<Download>> =>
  query((client, signal) => client.GET("/downloads", { params: { query: { event, isExhibitor: "true", exhibitor } }, signal })).pipe(
    Effect.map((answer) => answer.data),
  );
