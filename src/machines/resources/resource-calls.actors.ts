import { Effect } from "effect";
import type { ApiError } from "../../api/errors.ts";
import { mutation, query, type Api } from "../../api/request.ts";
import type { EntityCalls } from "../forms/entity-dialog.actors.ts";
import { resourceCreateBody, resourceUpdateBody, type Faq } from "./resource-form.ts";

// The two lists of resources are read by a lead's "Send resources" too, so they live in src/machines/data.
export { listEventResources, listMyResources } from "../data/resource-reads.actors.ts";

/** The calls of Resources & FAQ (SPEC §7 downloads and faq): the three tabs' reads and the dialog's three. */

type Read<A> = Effect.Effect<A, ApiError, Api>;

/** SPEC §7 GET faq with the event. */
export const listFaqs = (event: string): Read<ReadonlyArray<Faq>> =>
  query((client, signal) => client.GET("/faq", { params: { query: { event } }, signal })).pipe(Effect.map((answer) => answer.data));

/** Add, change and delete one of the exhibitor's resources (SPEC §7 POST, PUT, DELETE downloads). */
export const resourceCalls = {
  create: (form) => mutation((client, signal) => client.POST("/downloads", { body: resourceCreateBody(form), signal })),
  update: (id, form) =>
    mutation((client, signal) => client.PUT("/downloads/{id}", { params: { path: { id } }, body: resourceUpdateBody(form), signal })),
  remove: (id) => mutation((client, signal) => client.DELETE("/downloads/{id}", { params: { path: { id } }, signal })),
} satisfies EntityCalls;
