import { sendTo, type AnyActorRef, type EventObject, type MachineContext, type ParameterizedObject } from "xstate";
import type { FileExportStart } from "./file-export.machine.ts";
import type { RemoteDataEvent } from "./remote-data.machine.ts";

// What a screen asks of the reads and exports it invokes, by the child's id: named once here so each
// screen's setup() lists them as plain named actions (typed by the screen's own context and events).

type Params = ParameterizedObject["params"] | undefined;

/** Asks the remote-data read invoked as `id` to read again (after a change the screen made). */
export const refreshRead = <TContext extends MachineContext, TEvent extends EventObject, TParams extends Params>(id: string) =>
  sendTo<TContext, TEvent, TParams, AnyActorRef, TEvent>(id, { type: "data.refresh" } satisfies RemoteDataEvent);

/** Starts the CSV export invoked as `id` with everything it holds. */
export const startExport = <TContext extends MachineContext, TEvent extends EventObject, TParams extends Params>(id: string) =>
  sendTo<TContext, TEvent, TParams, AnyActorRef, TEvent>(id, { type: "export.start" } satisfies FileExportStart);
