import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { scanScreen } from "styled-system/recipes";
import { CARD_TEXTS } from "../../machines/scan/business-card-texts.ts";
import type { ScanScreenRef } from "../../machines/scan/scan-screen.machine.ts";
import { deferredPart, type PlaceholderState } from "../components/deferred-part.tsx";
import { Tabs } from "../components/tabs.tsx";

const muted = scanScreen().note;

function ModeOpening({ loadFailed }: PlaceholderState) {
  return (
    <p className={muted} role="status">
      {loadFailed ? "The business card reader could not be loaded: the connection dropped. Tap anywhere to try again." : "Opening the business card reader..."}
    </p>
  );
}

// The Business card mode (its form, the photo views) is code of its own: most visits scan codes only.
const BusinessCardView = deferredPart(() => import("./business-card-view.tsx").then((part) => part.BusinessCardView), ModeOpening);

/** The Scan screen's two ways in: codes (badges, contact codes, any code: the children) and business cards. */
export function CaptureModeTabs({ screen, children }: { readonly screen: ScanScreenRef; readonly children: ReactNode }) {
  const mode = useSelector(screen, (snapshot) => (snapshot.matches({ mode: "card" }) ? "card" : "codes"));
  const card = useSelector(screen, (snapshot) => snapshot.children.businessCard);
  const camera = useSelector(screen, (snapshot) => snapshot.children.camera);
  return (
    <Tabs
      label={CARD_TEXTS.modeLabel}
      value={mode}
      onValueChange={(value) => screen.send({ type: value === "card" ? "mode.card" : "mode.codes" })}
      items={[
        { value: "codes", label: CARD_TEXTS.modeCodes, content: children },
        { value: "card", label: CARD_TEXTS.modeCard, content: card === undefined ? null : <BusinessCardView card={card} camera={camera} /> },
      ]}
    />
  );
}
