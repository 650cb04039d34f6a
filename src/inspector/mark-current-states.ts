/** Mermaid names each drawn state (a box, or the frame of a compound one) `<chart>-state-<mermaidId>-<n>`. */
const DRAWN_STATE_ID = /-state-(s_\w+?)-\d+$/;

/**
 * Marks the drawn states whose Mermaid ids are given with `data-current` (the panel's style
 * highlights them), and unmarks the others. The drawing is made once per machine; only the marks
 * follow the snapshots. Mermaid's classDef cannot style a compound state, which this can.
 */
export const markCurrentStates = (chart: Element, current: ReadonlySet<string>): void => {
  for (const node of chart.querySelectorAll("g.statediagram-state")) {
    const id = DRAWN_STATE_ID.exec(node.id)?.[1];
    node.toggleAttribute("data-current", id !== undefined && current.has(id));
  }
};
