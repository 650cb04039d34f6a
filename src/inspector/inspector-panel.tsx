import { useState } from "react";
import { ActorDetails } from "./actor-details.tsx";
import type { ActorStore } from "./actor-store.ts";
import { ActorTree } from "./actor-tree.tsx";
import { useThrottledRows } from "./use-throttled-rows.ts";

const PANEL_ID = "local-inspector-panel";

/**
 * The in-page inspector, docked at the page's right edge: the actor tree, and the selected actor
 * (the first root until one is picked) below it. It folds to a tab; wide gives a big chart room.
 * What is open and picked is the panel's own business, not the portal's, so it lives in React state.
 */
export function InspectorPanel({ store }: { readonly store: ActorStore }) {
  const rows = useThrottledRows(store);
  const [open, setOpen] = useState(true);
  const [wide, setWide] = useState(false);
  const [picked, setPicked] = useState<string>();
  const selected = rows.find((row) => row.actor.key === picked)?.actor ?? rows[0]?.actor;

  if (!open) {
    return (
      <button type="button" className="tab" aria-expanded="false" aria-controls={PANEL_ID} onClick={() => setOpen(true)}>
        Show inspector
      </button>
    );
  }
  return (
    <aside id={PANEL_ID} className={wide ? "panel wide" : "panel"} aria-label="State machine inspector">
      <header>
        <h2>Actors</h2>
        <button type="button" aria-pressed={wide} onClick={() => setWide(!wide)}>
          Wide
        </button>
        <button type="button" aria-expanded="true" aria-controls={PANEL_ID} onClick={() => setOpen(false)}>
          Hide inspector
        </button>
      </header>
      <ActorTree rows={rows} selectedKey={selected?.key} onSelect={setPicked} />
      {selected === undefined ? <p>No actor has started yet.</p> : <ActorDetails actor={selected} />}
    </aside>
  );
}
