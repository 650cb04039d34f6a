import type { AnyActorLogic } from "xstate";
import { notProvidedCallback } from "../not-provided.ts";

/**
 * The default of a child a screen runs but another feature writes (the dashboard's Add New Lead is
 * Lead Management's dialog): the frame gives it with `provide`, so no feature imports another, and a
 * screen that was not given it fails when the child starts. The screen knows such a child only by
 * the events it sends it and those it gets back, so its logic is typed as any actor's.
 */
export const givenByTheFrame = (name: string): AnyActorLogic => notProvidedCallback(name);
