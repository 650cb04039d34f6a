import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseAst } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { createActor, type AnyStateMachine } from "xstate";
import { stripMachineDescriptions } from "../../scripts/strip-machine-descriptions.ts";

// The production build leaves machines' descriptions out (scripts/strip-machine-descriptions.ts). A
// sample machine is loaded as written and as the plugin rewrites it: the rewritten one has no
// description on any state or transition, keeps every `description` that is data (a toast's, in
// params, meta or an action's function), and runs the same.

const root = fileURLToPath(new URL("../..", import.meta.url));
// Inside the project, so the sample's `import "xstate"` resolves as the app's does.
const scratch = mkdtempSync(join(root, "node_modules", ".strip-machine-descriptions-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SAMPLE = `
import { assign, createMachine as plainMachine, setup } from "xstate";

export const seen = [];

export const machine = setup({
  actions: {
    toast: (_, params) => seen.push(params.description),
    record: assign({ last: () => ({ description: "made by a function" }) }),
  },
}).createMachine({
  id: "sample",
  description: "The root's description.",
  context: { description: "context data", last: null },
  initial: "idle",
  states: {
    idle: {
      description: \`A template description.\`,
      meta: { description: "meta data" },
      on: {
        go: { target: "busy", description: "A transition's description.", actions: { type: "toast", params: { description: "Saved." } } },
        stay: [{ guard: () => false, description: "first of two", target: "busy" }, { description: "second of two", actions: "record" }],
      },
    },
    busy: { "description": "Quoted key.", type: "final" },
  },
});

export const plain = plainMachine({ initial: "only", states: { only: { description: "Called as xstate's own." } } });
`;

const load = async (name: string, code: string): Promise<{ machine: AnyStateMachine; plain: AnyStateMachine; seen: string[] }> => {
  const file = join(scratch, `${name}.js`);
  writeFileSync(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
};

/** Every description the machine's definition carries on its states and transitions. */
const definitionDescriptions = (machine: AnyStateMachine): string[] => {
  const found: string[] = [];
  const visit = (node: AnyStateMachine["root"]) => {
    if (node.description !== undefined) found.push(node.description);
    for (const transitions of node.transitions.values()) for (const transition of transitions) if (transition.description !== undefined) found.push(transition.description);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
};

describe("machine descriptions left out of the production build", () => {
  const stripped = stripMachineDescriptions(SAMPLE, parseAst(SAMPLE)).toString();

  it("removes every description of a state or transition, and only those", async () => {
    const asWritten = await load("as-written", SAMPLE);
    const rewritten = await load("rewritten", stripped);
    expect(definitionDescriptions(asWritten.machine)).toHaveLength(6);
    expect(definitionDescriptions(asWritten.plain)).toEqual(["Called as xstate's own."]);
    expect(definitionDescriptions(rewritten.machine)).toEqual([]);
    expect(definitionDescriptions(rewritten.plain)).toEqual([]);
    expect(rewritten.machine.root.states["idle"]!.meta).toEqual({ description: "meta data" });
    expect(stripped).toContain('context: { description: "context data", last: null }');
  });

  it("runs the same: data descriptions reach the actions as written", async () => {
    const rewritten = await load("run", stripped);
    const actor = createActor(rewritten.machine).start();
    actor.send({ type: "stay" });
    expect(actor.getSnapshot().context.last).toEqual({ description: "made by a function" });
    actor.send({ type: "go" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(rewritten.seen).toEqual(["Saved."]);
  });

  it("leaves a module without machine descriptions as it was", () => {
    const code = `export const toast = { description: "Not a machine." };`;
    expect(stripMachineDescriptions(code, parseAst(code)).hasChanged()).toBe(false);
  });
});
