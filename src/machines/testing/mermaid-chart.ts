import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { stateNodesOf } from "./compute-transitions.ts";
import { parseAfterEvent } from "./delays.ts";
import { guardLabel } from "./transition-key.ts";

/**
 * A machine's statechart as a Mermaid `stateDiagram-v2` block, read from the definition itself:
 * compound states as nested blocks with their initial arrow, parallel regions split by `--`, final
 * states ending in `[*]`, and every transition as an arrow labelled with its event, guard and delay.
 * The machine's root is drawn too, as the outer block named by the machine's id, so the events it
 * handles in every state are arrows from its edge. Each arrow is written inside the innermost state
 * that holds both its ends, because Mermaid draws an arrow in the block it is written in; an end
 * deeper inside a compound state is drawn at that compound state's edge, its label naming the state
 * it really leaves or enters (Mermaid moves a nested state out of its block when an arrow from
 * another block names it). Code hosts and editors render the block; the offline
 * page (reports/paths/index.html) renders it with Mermaid from node_modules.
 */
export const mermaidStateDiagram = (machine: AnyStateMachine): string => {
  const arrows = arrowsByBlock(machine);
  const lines = ["stateDiagram-v2", ...stateLines(machine.root, arrows, 1), ...(arrows.get(TOP) ?? []).map((arrow) => `${indent(1)}${arrow}`)];
  return `${lines.join("\n")}\n`;
};

/** Mermaid ids allow letters, digits and `_`; a state's id is its path, so two `editing` states never meet. */
export const mermaidId = (node: AnyStateNode): string =>
  node.path.length === 0 ? "s_root" : `s_${node.path.join("__").replace(/[^A-Za-z0-9_]/g, "_")}`;

/** What an arrow says: `event [guard]`, `after resendWait`, `done: sendCode`, `always [guard]`. */
export const arrowLabel = (machine: AnyStateMachine, transition: AnyTransitionDefinition): string => {
  const guard = transition.guard === undefined ? "" : ` [${guardLabel(transition.guard)}]`;
  return sanitizeLabel(`${eventLabel(machine, transition.eventType)}${guard}`);
};

const eventLabel = (machine: AnyStateMachine, eventType: string): string => {
  if (eventType === "") return "always";
  const after = parseAfterEvent(machine, eventType);
  if (after !== undefined) return /^\d+$/.test(after.delay) ? `after ${after.delay}ms` : `after ${after.delay}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor !== null) return `${actor[1]}: ${actor[2]}`;
  if (eventType.startsWith("xstate.done.state.")) return "done";
  return eventType;
};

/** Mermaid ends a label at a line break and reads `;` and `#` as its own syntax. */
const sanitizeLabel = (label: string): string => label.replace(/[\n;#]/g, " ").replace(/"/g, "'");

const indent = (depth: number): string => "  ".repeat(depth);

/** Key of the diagram's own level, outside the root's block. */
const TOP = "";

/** The arrows of the chart, keyed by the id of the state whose block holds them. */
const arrowsByBlock = (machine: AnyStateMachine): Map<string, string[]> => {
  const blocks = new Map<string, string[]>();
  const add = (holder: AnyStateNode | undefined, line: string) => {
    const key = holder?.id ?? TOP;
    blocks.set(key, [...(blocks.get(key) ?? []), line]);
  };
  for (const node of stateNodesOf(machine)) {
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const label = arrowLabel(machine, transition);
      const targets: AnyStateNode[] = transition.target === undefined || transition.target.length === 0 ? [node] : [...transition.target];
      for (const target of targets) {
        const holder = commonHolder(node, target);
        const from = edgeIn(holder, node);
        const to = edgeIn(holder, target);
        const notes = [from === node ? "" : `from ${pathBelow(from, node)}`, to === target ? "" : `to ${pathBelow(to, target)}`].filter(Boolean);
        add(holder, `${mermaidId(from)} --> ${mermaidId(to)} : ${label}${notes.length > 0 ? sanitizeLabel(` (${notes.join(", ")})`) : ""}`);
      }
    }
  }
  return blocks;
};

/** The innermost state whose block can draw an arrow between the two (undefined: the diagram's top level). */
const commonHolder = (source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined => {
  const ancestors = (node: AnyStateNode): AnyStateNode[] => (node.parent === undefined ? [node] : [...ancestors(node.parent), node]);
  const a = ancestors(source);
  const b = ancestors(target);
  let shared = a[0]!;
  for (let index = 0; index < Math.min(a.length, b.length) && a[index] === b[index]; index += 1) shared = a[index]!;
  // An arrow from a state to itself or to one of its own children is drawn beside it, in its parent.
  if (shared === source || shared === target) return shared.parent;
  // A parallel state's block only separates regions; its arrows go one level up.
  return shared.type === "parallel" ? shared.parent : shared;
};

/** The state drawn in `holder`'s block for `node`: `node` itself, or its ancestor that is a state of that block. */
const edgeIn = (holder: AnyStateNode | undefined, node: AnyStateNode): AnyStateNode => {
  let shown = node;
  while (shown.parent !== undefined && shown.parent !== holder) shown = shown.parent;
  return shown;
};

/** Where `node` sits below `outer`, as dotted state keys (`signedIn.refreshing` below the root). */
const pathBelow = (outer: AnyStateNode, node: AnyStateNode): string => node.path.slice(outer.path.length).join(".");

const isBlock = (node: AnyStateNode): boolean => Object.keys(node.states).length > 0;

/** The lines inside one state's block: its children, its initial arrow, and the arrows it holds. */
const blockBody = (node: AnyStateNode, arrows: Map<string, string[]>, depth: number): string[] => {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  if (node.type === "parallel") {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent(depth)}--`);
      lines.push(...stateLines(region, arrows, depth));
    });
  } else {
    const initial = node.initial?.target[0];
    if (initial !== undefined) lines.push(`${indent(depth)}[*] --> ${mermaidId(initial)}`);
    for (const child of children) lines.push(...stateLines(child, arrows, depth));
  }
  for (const arrow of arrows.get(node.id) ?? []) lines.push(`${indent(depth)}${arrow}`);
  return lines;
};

const stateLines = (node: AnyStateNode, arrows: Map<string, string[]>, depth: number): string[] => {
  const id = mermaidId(node);
  const name = node.parent === undefined ? node.machine.id : node.key;
  const lines = [`${indent(depth)}state "${sanitizeLabel(name)}" as ${id}`];
  if (isBlock(node)) lines.push(`${indent(depth)}state ${id} {`, ...blockBody(node, arrows, depth + 1), `${indent(depth)}}`);
  if (node.type === "final") lines.push(`${indent(depth)}${id} --> [*]`);
  return lines;
};

/** How many states the chart draws (every node, the root's outer block included): what a rendered chart must hold. */
export const chartStateCount = (machine: AnyStateMachine): number => stateNodesOf(machine).length;
