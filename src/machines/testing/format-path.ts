import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { delayMs, parseAfterEvent } from "./delays.ts";
import type { ModelPath } from "./generate-paths.ts";
import { serializeEvent, stateLabel } from "./serialize.ts";

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
const MAX_PAYLOAD = 160;

const shorten = (text: string): string => (text.length > MAX_PAYLOAD ? `${text.slice(0, MAX_PAYLOAD - 1)}…` : text);

const payloadOf = (event: AnyEventObject, field: string): string => {
  const data = JSON.parse(serializeEvent(event)) as Record<string, unknown>;
  return shorten(JSON.stringify(data[field]) ?? "undefined");
};

const errorText = (event: AnyEventObject): string => {
  const error = (JSON.parse(serializeEvent(event)) as { error?: unknown }).error;
  if (typeof error === "object" && error !== null) {
    const { _tag, name, message } = error as { _tag?: unknown; name?: unknown; message?: unknown };
    const tag = typeof _tag === "string" ? _tag : typeof name === "string" ? name : "Error";
    return typeof message === "string" ? `${tag} "${message}"` : tag;
  }
  return shorten(JSON.stringify(error) ?? "undefined");
};

/** What happens in one step, in words a tester can follow. */
export const describeEvent = (machine: AnyStateMachine, event: AnyEventObject, before: AnyMachineSnapshot): string => {
  const after = parseAfterEvent(machine, event.type);
  if (after !== undefined) {
    const ms = delayMs(machine, after.delay, before);
    const named = /^\d+$/.test(after.delay) ? "" : ` (\`${after.delay}\`)`;
    return `wait ${ms ?? "?"} ms${named}`;
  }
  if (event.type.startsWith(DONE)) return `\`${event.type.slice(DONE.length)}\` succeeds with ${payloadOf(event, "output")}`;
  if (event.type.startsWith(ERROR)) return `\`${event.type.slice(ERROR.length)}\` fails with ${errorText(event)}`;
  const { type, ...payload } = JSON.parse(serializeEvent(event)) as AnyEventObject;
  const data = Object.keys(payload).length > 0 ? ` ${shorten(JSON.stringify(payload))}` : "";
  return `send \`${type}\`${data}`;
};

/** `1. Start (input `withToken`) → `fetchingUser``, then `2. In `x`, send `y` → `z``. */
export const describePathSteps = (machine: AnyStateMachine, path: ModelPath): string[] =>
  path.steps.map((step, index) => {
    const target = `\`${stateLabel(step.state.value)}\``;
    if (index === 0) return `${index + 1}. Start (input \`${path.input}\`) → ${target}`;
    const before = path.steps[index - 1]!.state;
    return `${index + 1}. In \`${stateLabel(before.value)}\`, ${describeEvent(machine, step.event, before)} → ${target}`;
  });

const TITLE_EVENT = 60;

/** One line naming the events of a path, for test titles. */
export const pathTitle = (machine: AnyStateMachine, path: ModelPath): string => {
  const events = path.steps.slice(1).map((step, index) => {
    const text = describeEvent(machine, step.event, path.steps[index]!.state).replaceAll("`", "");
    return text.length > TITLE_EVENT ? `${text.slice(0, TITLE_EVENT - 1)}…` : text;
  });
  const end = stateLabel(path.steps[path.steps.length - 1]!.state.value);
  return `[${path.input}] ${events.join(" → ") || "start"} ⇒ ${end}`;
};
