/**
 * Model-based testing of machines: paths from `xstate/graph`, replayed on real actors.
 * `describe-model.ts` (vitest) is imported by test files directly, so scripts can use this index.
 */
export { createControllablePromiseActor, type ControllablePromiseActor, type ControlledCall } from "./controllable-promise-actor.ts";
export { computeTransitions, stateNodesOf } from "./compute-transitions.ts";
export { checkCoverage, coverageOf, type CoverageReport, type WalkedSet } from "./coverage.ts";
export { describeEvent, describePathSteps, pathTitle } from "./format-path.ts";
export { createTestStorage, type TestStorage } from "./memory-storage.ts";
export { generatePaths, type ModelPath, type ModelStep } from "./generate-paths.ts";
export { defineModel, type AnyMachineModel, type MachineModel, type ModelEvent, type StateAssertion, type StepContext } from "./model.ts";
export { replayPath, walkModel, type ModelWalk, type ReplayResult } from "./replay.ts";
export { serializeEvent, stateLabel } from "./serialize.ts";
export { standInLogic } from "./stand-in-logic.ts";
export { transitionKey } from "./transition-key.ts";
