import type { AnyEventObject, AnyMachineSnapshot } from "xstate";

/**
 * Errors in event payloads (`xstate.error.actor.*`) print as their tag and message: JSON.stringify
 * drops an Error's own fields, which would make two different errors the same edge.
 */
const errorsAsData = (_key: string, value: unknown): unknown => {
  // An actor kept in context (a spawned screen) prints its session id, which differs between the
  // graph's pure run and a replay: only that an actor is there counts.
  if (typeof value === "object" && value !== null && "xstate$$type" in value) return "(actor)";
  if (value instanceof Error) {
    const tag = (value as { _tag?: unknown })._tag;
    return { ...(typeof tag === "string" ? { _tag: tag } : { name: value.name }), ...value, message: value.message };
  }
  return value;
};

export const serializeEvent = (event: AnyEventObject): string => JSON.stringify(event, errorsAsData);

/** What a volatile context value (a time) prints as once set; `null`/`undefined` stay as they are. */
export const VOLATILE = "(volatile)";

/**
 * Value and context: what the graph treats as one state, and what a replay must reproduce (the
 * shape of `xstate/graph`'s serializeSnapshot). Context keys listed as volatile hold times read
 * from a clock; only whether they are set counts, or every traversal would find new states.
 */
export const serializeState = (snapshot: AnyMachineSnapshot, volatile: ReadonlyArray<string> = []): string => {
  const context = { ...(snapshot.context as Record<string, unknown>) };
  for (const key of volatile) {
    if (context[key] !== null && context[key] !== undefined) context[key] = VOLATILE;
  }
  return JSON.stringify(
    { value: snapshot.value, context: Object.keys(context).length > 0 ? context : undefined },
    errorsAsData,
  );
};

/** `"idle"`, `{ signedIn: "fresh" }` -> `signedIn.fresh`; parallel regions are joined by `, `. */
export const stateLabel = (value: unknown): string => {
  if (typeof value === "string") return value;
  if (typeof value !== "object" || value === null) return String(value);
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = stateLabel(child);
      return inner === "" || (typeof child === "object" && child !== null && Object.keys(child).length === 0)
        ? key
        : `${key}.${inner}`;
    })
    .join(", ");
};
