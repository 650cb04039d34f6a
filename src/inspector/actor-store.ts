import { StateMachine, type ActorRefLike, type AnyStateMachine, type InspectionEvent, type Observer, type StateValue } from "xstate";

/** How many received events each actor keeps, newest first. */
export const EVENTS_KEPT = 20;

export interface ReceivedEvent {
  readonly type: string;
  /** When the actor received it (ms since the epoch). */
  readonly at: number;
  /** The sender's system id or id; undefined when it came from outside the actor system (a view's `send`). */
  readonly from: string | undefined;
}

export type ActorStatus = "active" | "done" | "error" | "stopped";

/** One actor as the inspector last saw it. A new object whenever something of it changes. */
export interface InspectedActor {
  /** The store's own name for it (the tree's keys). */
  readonly key: string;
  readonly sessionId: string;
  /** The parent's key, undefined for a root actor. */
  readonly parentKey: string | undefined;
  readonly parentSessionId: string | undefined;
  readonly id: string;
  readonly systemId: string | undefined;
  /** The actor's logic when it is a state machine (what its chart is drawn from). */
  readonly machine: AnyStateMachine | undefined;
  /** Undefined until its first snapshot. */
  readonly status: ActorStatus | undefined;
  /** A machine's state value. */
  readonly value: StateValue | undefined;
  readonly context: unknown;
  readonly events: ReadonlyArray<ReceivedEvent>;
}

/** One line of the tree: an actor below its parent, `depth` levels from its root. */
export interface TreeRow {
  readonly actor: InspectedActor;
  readonly depth: number;
}

export interface ActorStore {
  /** What `createActor(logic, { inspect })` takes: every inspection event of the actor system. */
  readonly observer: Observer<InspectionEvent>;
  /** Every actor of the tree, each after its parent, children in the order they were created. */
  rows(): ReadonlyArray<TreeRow>;
  /** Called after every change, synchronously; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The parts of a running actor the store reads that `ActorRefLike` does not name (public fields of xstate's Actor). */
interface SeenRef extends ActorRefLike {
  readonly id?: string;
  readonly systemId?: string;
  readonly _parent?: SeenRef;
  readonly logic?: unknown;
}

interface SeenSnapshot {
  readonly status?: ActorStatus;
  readonly value?: StateValue;
  readonly context?: unknown;
  readonly children?: Readonly<Record<string, unknown>>;
}

const isFinished = (actor: InspectedActor): boolean => actor.status === "done" || actor.status === "error";

/**
 * What the tree calls an actor: its system id, else its id, else (an actor given no id is named by
 * its session id, `x:12`) its machine's id.
 */
export const actorName = (actor: Pick<InspectedActor, "id" | "sessionId" | "systemId" | "machine">): string =>
  actor.systemId ?? (actor.id === actor.sessionId && actor.machine !== undefined ? actor.machine.id : actor.id);

const machineOf = (ref: SeenRef): AnyStateMachine | undefined => (ref.logic instanceof StateMachine ? (ref.logic as AnyStateMachine) : undefined);

const nameOfRef = (ref: SeenRef): string => actorName({ id: ref.id ?? ref.sessionId, sessionId: ref.sessionId, systemId: ref.systemId, machine: machineOf(ref) });

/**
 * The actors of one or more actor systems, kept from the inspection events XState sends (the same
 * stream @statelyai/inspect forwards): who is whose child, each machine's state and context, and the
 * last events each received. A stopped actor leaves the tree with its descendants; a finished one
 * (done or failed) stays as long as its parent still lists it among its children.
 */
export const createActorStore = (now: () => number = Date.now): ActorStore => {
  // Keyed by the actor itself: its system id is set after XState announces it, and a key of the store's
  // own names it in the tree.
  const actors = new Map<SeenRef, InspectedActor>();
  // Events still reach an actor after it stopped (a send to a stopped actor is inspected too).
  const gone = new WeakSet<SeenRef>();
  const listeners = new Set<() => void>();
  let nextKey = 0;
  let changes = 0;
  let cachedRows: { readonly at: number; readonly rows: ReadonlyArray<TreeRow> } | undefined;

  const ensure = (ref: SeenRef): InspectedActor | undefined => {
    if (gone.has(ref)) return undefined;
    const known = actors.get(ref);
    if (known !== undefined) return known.systemId === ref.systemId ? known : put(ref, { systemId: ref.systemId });
    const parent = ref._parent === undefined ? undefined : ensure(ref._parent);
    // The child of an actor that left the tree leaves with it, rather than showing as a root.
    if (ref._parent !== undefined && parent === undefined) {
      gone.add(ref);
      return undefined;
    }
    const actor: InspectedActor = {
      key: String(nextKey++),
      sessionId: ref.sessionId,
      parentKey: parent?.key,
      parentSessionId: ref._parent?.sessionId,
      id: ref.id ?? ref.sessionId,
      // Unset when the actor is announced: XState registers the system id right after.
      systemId: ref.systemId,
      machine: machineOf(ref),
      status: undefined,
      value: undefined,
      context: undefined,
      events: [],
    };
    actors.set(ref, actor);
    return actor;
  };

  const put = (ref: SeenRef, change: Partial<InspectedActor>): InspectedActor => {
    const actor = { ...actors.get(ref)!, ...change };
    actors.set(ref, actor);
    return actor;
  };

  const remove = (ref: SeenRef) => {
    const actor = actors.get(ref);
    if (actor === undefined) return;
    actors.delete(ref);
    gone.add(ref);
    for (const [other, record] of actors) if (record.parentKey === actor.key) remove(other);
  };

  /** Finished children a machine no longer holds (it left the state that invoked them). */
  const pruneFinishedChildren = (parent: InspectedActor, children: Readonly<Record<string, unknown>>) => {
    const held = new Set(Object.values(children));
    for (const [ref, record] of actors) {
      if (record.parentKey === parent.key && isFinished(record) && !held.has(ref)) remove(ref);
    }
  };

  /**
   * Whether the parent still lists a child among its snapshot's children. A child's own last snapshot
   * is inspected after its parent took the done event and left the invoking state, so the parent's
   * snapshot alone comes too early to drop it.
   */
  const heldByParent = (ref: SeenRef): boolean => {
    const children = (ref._parent?.getSnapshot() as SeenSnapshot | undefined)?.children;
    return children === undefined || Object.values(children).includes(ref);
  };

  const receive = (event: InspectionEvent) => {
    const ref = event.actorRef as SeenRef;
    switch (event.type) {
      case "@xstate.actor":
        ensure(ref);
        break;
      case "@xstate.event": {
        const actor = ensure(ref);
        if (actor === undefined) return;
        const source = event.sourceRef as SeenRef | undefined;
        const received: ReceivedEvent = { type: event.event.type, at: now(), from: source === undefined ? undefined : nameOfRef(source) };
        put(ref, { events: [received, ...actor.events].slice(0, EVENTS_KEPT) });
        break;
      }
      case "@xstate.snapshot": {
        const actor = ensure(ref);
        if (actor === undefined) return;
        const snapshot = event.snapshot as SeenSnapshot;
        if (snapshot.status === "stopped") {
          remove(ref);
          break;
        }
        const updated = put(ref, {
          status: snapshot.status,
          value: actor.machine === undefined ? undefined : snapshot.value,
          context: snapshot.context,
        });
        if (isFinished(updated) && !heldByParent(ref)) remove(ref);
        else if (actor.machine !== undefined && snapshot.children !== undefined) pruneFinishedChildren(updated, snapshot.children);
        break;
      }
      default:
        // Microsteps and actions: the snapshot that ends the macrostep carries what the tree shows.
        return;
    }
    changes += 1;
    for (const listener of listeners) listener();
  };

  const rows = (): ReadonlyArray<TreeRow> => {
    if (cachedRows?.at === changes) return cachedRows.rows;
    // Every parent is in the store: an actor's parent is added before it, and leaves with it.
    const childrenOf = new Map<string | undefined, InspectedActor[]>();
    for (const actor of actors.values()) childrenOf.set(actor.parentKey, [...(childrenOf.get(actor.parentKey) ?? []), actor]);
    const result: TreeRow[] = [];
    const visit = (actor: InspectedActor, depth: number) => {
      result.push({ actor, depth });
      for (const child of childrenOf.get(actor.key) ?? []) visit(child, depth + 1);
    };
    for (const root of childrenOf.get(undefined) ?? []) visit(root, 0);
    cachedRows = { at: changes, rows: result };
    return result;
  };

  return {
    observer: { next: receive },
    rows,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
