import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { AnyStateMachine } from "xstate";
import { chartSvg } from "./chart-svg.ts";
import { markCurrentStates } from "./mark-current-states.ts";

type Drawing = { readonly machine: AnyStateMachine; readonly svg: string } | { readonly machine: AnyStateMachine; readonly failure: string };

interface StateChartProps {
  readonly machine: AnyStateMachine;
  /** Mermaid ids of the states the actor is in (currentStateIds). */
  readonly current: ReadonlySet<string>;
}

/**
 * The machine's statechart with the states it is in highlighted. Drawn to the panel's width, or at
 * its own size (scrolled) when asked: a machine with many arrows is too small to read at the width.
 */
export function StateChart({ machine, current }: StateChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState<Drawing>();
  const [fullSize, setFullSize] = useState(false);
  useEffect(() => {
    let shown = true;
    chartSvg(machine).then(
      (svg) => shown && setDrawing({ machine, svg }),
      (error: unknown) => shown && setDrawing({ machine, failure: String((error as Error | undefined)?.message ?? error) }),
    );
    return () => {
      shown = false;
    };
  }, [machine]);

  const ready = drawing?.machine === machine && "svg" in drawing ? drawing.svg : undefined;
  const currentKey = [...current].sort().join(" ");
  // Before paint, so a new state never shows the old one highlighted.
  useLayoutEffect(() => {
    if (ready !== undefined && box.current !== null) markCurrentStates(box.current, new Set(currentKey.split(" ")));
  }, [ready, currentKey]);
  useLayoutEffect(() => {
    const svg = box.current?.querySelector("svg");
    if (ready === undefined || !svg) return;
    // Mermaid gives the drawing the panel's width (useMaxWidth); its own size is its viewBox's.
    svg.style.width = fullSize ? `${svg.viewBox.baseVal.width}px` : "";
    svg.style.maxWidth = fullSize ? "none" : `${svg.viewBox.baseVal.width}px`;
  }, [ready, fullSize]);

  if (drawing?.machine === machine && "failure" in drawing) return <p className="failure">The chart could not be drawn: {drawing.failure}</p>;
  return (
    <figure className="chart" aria-label={`Statechart of ${machine.id}`} data-machine={machine.id} data-drawn={ready === undefined ? undefined : "true"}>
      <button type="button" aria-pressed={fullSize} onClick={() => setFullSize(!fullSize)}>
        Full size
      </button>
      {/* Mermaid's own SVG of our machines' definitions, drawn with securityLevel "strict". */}
      {ready === undefined ? <p>Drawing the chart…</p> : <div ref={box} dangerouslySetInnerHTML={{ __html: ready }} />}
    </figure>
  );
}
