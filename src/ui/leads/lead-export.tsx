import { memo, useState } from "react";
import { button } from "styled-system/recipes";
import { deferredPart } from "../components/deferred-part.tsx";
import type { LeadExportProps } from "./lead-export-menu.tsx";

interface ExportButtonProps extends LeadExportProps {
  /** Told when the button is tapped before the menu's code is here. */
  readonly onEarlyTap: () => void;
}

/**
 * The Export Leads button as the screen first paints it: the menu's trigger, without its menu yet.
 * The tap is heard on pointerdown too: that pointerdown asks for the part, whose boundary may swap
 * this button for its own copy before the pointer is lifted, and a click then lands on neither.
 */
function ExportButton({ onEarlyTap }: ExportButtonProps) {
  return (
    <button type="button" className={button({ variant: "outline" })} aria-haspopup="menu" onPointerDown={onEarlyTap} onClick={onEarlyTap}>
      Export Leads
    </button>
  );
}

// The menu (its positioning, dismissal and typeahead) is code of its own, loaded once the screen has
// painted: Lead Management's first paint shows only its button.
const ExportMenu = deferredPart<ExportButtonProps>(() => import("./lead-export-menu.tsx").then((part) => part.LeadExportMenu), ExportButton);

/** Lead Management's Export Leads: a tap before the menu's code is here opens the menu when it arrives. */
export const LeadExport = memo(function LeadExport(props: LeadExportProps) {
  const [tappedEarly, setTappedEarly] = useState(false);
  const [onEarlyTap] = useState(() => () => setTappedEarly(true));
  return <ExportMenu {...props} openAtStart={tappedEarly} onEarlyTap={onEarlyTap} />;
});
