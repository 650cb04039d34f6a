import type { Actor, ContractContext, FormFieldDefinition } from "./context.ts";
import { send } from "./http.ts";

// Ids of seeded records the recipes need, read through the API as a client would find them.
// A lookup whose operation fails leaves its entry unset; the recipes that need it then fail with
// a message naming the lookup, while every other operation is still checked.

type List<T> = { data?: T[] };

async function list<T>(origin: string, path: string, token: string | undefined, query?: Record<string, string>): Promise<T[]> {
  const answer = await send(`${origin}/api`, "get", path, { token, query });
  if (answer.status !== 200) return [];
  return (answer.body as List<T>).data ?? [];
}

export async function lookUpSeed(origin: string, eventId: string, acme: Actor): Promise<ContractContext["seed"]> {
  const passes = await list<{ _id: string; numberOfPasses: number; exhibitorCategory: { isActive: boolean } }>(
    origin,
    "/passes",
    acme.token,
  );
  const used = await list<{ passId?: string }>(origin, "/ticket-allocations", acme.token);
  // A pass of an active category with room left, so a registration is not refused (409).
  const pass = passes
    .filter((p) => p.exhibitorCategory.isActive)
    .map((p) => ({ id: p._id, left: p.numberOfPasses - used.filter((u) => u.passId === p._id).length }))
    .sort((a, b) => b.left - a.left)
    .find((p) => p.left > 0);
  const formFields = pass
    ? await list<FormFieldDefinition>(origin, "/form-fields", acme.token, { ticketId: pass.id })
    : [];
  const downloads = await list<{ _id: string; isExhibitor: boolean }>(origin, "/downloads", undefined, {
    event: eventId,
    excludeExhibitor: "true",
  });
  return {
    ...(pass ? { passId: pass.id } : {}),
    formFields,
    ...(downloads[0] ? { eventDownloadId: downloads[0]._id } : {}),
  };
}
