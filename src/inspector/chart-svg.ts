import type { Mermaid } from "mermaid";
import type { AnyStateMachine } from "xstate";
import { mermaidStateDiagram } from "../machines/testing/mermaid-chart.ts";

let mermaidLoad: Promise<Mermaid> | undefined;

/** Mermaid from node_modules (served by Vite's dev server, never a CDN), loaded at the first chart. */
const loadMermaid = (): Promise<Mermaid> =>
  (mermaidLoad ??= import("mermaid/dist/mermaid.esm.min.mjs").then(({ default: mermaid }) => {
    // As the paths page draws them (scripts/paths-page.ts); the chart shrinks to the panel's width.
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict", maxTextSize: 1_000_000, maxEdges: 5_000, state: { useMaxWidth: true } });
    return mermaid;
  }));

const drawn = new WeakMap<AnyStateMachine, Promise<string>>();
// One chart at a time: charts drawn together mix their states.
let queue: Promise<unknown> = Promise.resolve();
let charts = 0;

/**
 * A machine's statechart (mermaidStateDiagram, the paths report's chart) drawn as SVG by Mermaid,
 * once per machine: the current state changes on every event, the drawing only with the machine.
 */
export const chartSvg = (machine: AnyStateMachine): Promise<string> => {
  const known = drawn.get(machine);
  if (known !== undefined) return known;
  const svg = queue.then(async () => {
    const mermaid = await loadMermaid();
    charts += 1;
    return (await mermaid.render(`local-inspector-chart-${charts}`, mermaidStateDiagram(machine))).svg;
  });
  queue = svg.catch(() => undefined);
  drawn.set(machine, svg);
  return svg;
};
