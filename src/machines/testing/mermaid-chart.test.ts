import { describe, expect, it } from "vitest";
import { createMachine, setup } from "xstate";
import { machineModels } from "../registry.ts";
import { computeTransitions, stateNodesOf } from "./compute-transitions.ts";
import { chartStateCount, mermaidId, mermaidStateDiagram } from "./mermaid-chart.ts";

const sample = setup({
  guards: { numberGiven: () => true },
  delays: { resendWait: 30_000 },
}).createMachine({
  id: "sample",
  initial: "number",
  on: { "session.expired": ".done" },
  states: {
    number: {
      initial: "editing",
      states: { editing: { on: { "field.change": {} } }, failed: {} },
      on: { "code.send": [{ guard: "numberGiven", target: "sending" }, { target: ".failed" }] },
    },
    sending: { after: { resendWait: "number" }, on: { "code.sent": "both" } },
    both: {
      type: "parallel",
      states: {
        timer: { initial: "running", states: { running: { after: { 500: "stopped" } }, stopped: {} } },
        code: { initial: "typing", states: { typing: { on: { "code.verify": "#sample.done" } } } },
      },
    },
    done: { type: "final" },
  },
});

describe("mermaidStateDiagram", () => {
  it("draws nested and parallel states, the initial and final arrows, guards and delays on the arrows, and an arrow into or out of a compound state at its edge", () => {
    expect(mermaidStateDiagram(sample)).toBe(
      [
        "stateDiagram-v2",
        '  state "sample" as s_root',
        "  state s_root {",
        "    [*] --> s_number",
        '    state "number" as s_number',
        "    state s_number {",
        "      [*] --> s_number__editing",
        '      state "editing" as s_number__editing',
        '      state "failed" as s_number__failed',
        "      s_number__editing --> s_number__editing : field.change",
        "    }",
        '    state "sending" as s_sending',
        '    state "both" as s_both',
        "    state s_both {",
        '      state "timer" as s_both__timer',
        "      state s_both__timer {",
        "        [*] --> s_both__timer__running",
        '        state "running" as s_both__timer__running',
        '        state "stopped" as s_both__timer__stopped',
        "        s_both__timer__running --> s_both__timer__stopped : after 500ms",
        "      }",
        "      --",
        '      state "code" as s_both__code',
        "      state s_both__code {",
        "        [*] --> s_both__code__typing",
        '        state "typing" as s_both__code__typing',
        "      }",
        "    }",
        '    state "done" as s_done',
        "    s_done --> [*]",
        "    s_number --> s_sending : code.send [numberGiven]",
        "    s_number --> s_number : code.send (to failed)",
        "    s_sending --> s_both : code.sent",
        "    s_sending --> s_number : after resendWait",
        "    s_both --> s_done : code.verify (from code.typing)",
        "  }",
        "  s_root --> s_root : session.expired (to done)",
        "",
      ].join("\n"),
    );
  });

  it("names actor outcomes and eventless arrows in words", () => {
    const machine = createMachine({
      id: "reader",
      initial: "reading",
      states: {
        reading: { invoke: { src: "read", id: "read", onDone: "checking", onError: "failed" } },
        checking: { always: [{ guard: "complete", target: "done" }, { target: "failed" }] },
        failed: {},
        done: {},
      },
    });
    const chart = mermaidStateDiagram(machine);
    expect(chart).toContain("s_reading --> s_checking : done: read\n");
    expect(chart).toContain("s_reading --> s_failed : error: read\n");
    expect(chart).toContain("s_checking --> s_done : always [complete]\n");
    expect(chart).toContain("s_checking --> s_failed : always\n");
  });

  it.each(machineModels.map((model) => [model.name, model] as const))("%s: every state is drawn once and every transition has its arrow", (_name, model) => {
    const chart = mermaidStateDiagram(model.machine);
    const declared = chart.match(/^\s*state "[^"]*" as \S+$/gm) ?? [];
    expect(declared).toHaveLength(chartStateCount(model.machine));
    expect(new Set(declared.map((line) => line.trim().split(" as ")[1])).size).toBe(declared.length);
    const arrows = chart.match(/^\s*s_\S* --> s_\S* : .+$/gm) ?? [];
    // A transition with several targets draws one arrow per target, so there are at least as many.
    expect(arrows.length).toBeGreaterThanOrEqual(computeTransitions(model.machine).size);
    for (const node of stateNodesOf(model.machine)) expect(chart).toContain(` as ${mermaidId(node)}\n`);
    // Both ends of every arrow are states of the block it is written in, or Mermaid would move them.
    for (const arrow of arrowsWithBlocks(chart)) {
      expect(arrow.fromBlock, arrow.line).toBe(arrow.block);
      expect(arrow.toBlock, arrow.line).toBe(arrow.block);
    }
  });
});

/** Each arrow of a chart with the block it is written in and the blocks its two states are declared in. */
function arrowsWithBlocks(chart: string): Array<{ line: string; block: string; fromBlock?: string; toBlock?: string }> {
  const declaredIn = new Map<string, string>();
  const blocks = ["(top)"];
  const arrows: Array<{ line: string; block: string; from: string; to: string }> = [];
  for (const line of chart.split("\n").map((text) => text.trim())) {
    const declared = /^state "[^"]*" as (\S+)$/.exec(line);
    const opened = /^state (\S+) \{$/.exec(line);
    const arrow = /^(s_\w+) --> (s_\w+) : /.exec(line);
    if (declared) declaredIn.set(declared[1]!, blocks.at(-1)!);
    else if (opened) blocks.push(opened[1]!);
    else if (line === "}") blocks.pop();
    else if (arrow) arrows.push({ line, block: blocks.at(-1)!, from: arrow[1]!, to: arrow[2]! });
  }
  return arrows.map(({ line, block, from, to }) => ({ line, block, fromBlock: declaredIn.get(from), toBlock: declaredIn.get(to) }));
}
