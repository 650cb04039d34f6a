import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { outboxMachine } from "../../machines/outbox/outbox.machine.ts";
import { signedInPart } from "../../machines/app/signed-in-parts.ts";
import { useApp } from "../screen/app-context.ts";

export type OutboxActorRef = ActorRefFrom<typeof outboxMachine>;

/** The signed-in user's outbox actor (the app machine's child), or null while nobody is signed in. */
export const useOutbox = (): OutboxActorRef | null =>
  useSelector(useApp(), (snapshot) => signedInPart(snapshot, "outbox") ?? null);
