import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ScanScreenRef } from "../../machines/scan/scan-screen.machine.ts";
import { keyNote } from "../../machines/scan/scan-screen.selectors.ts";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { deferredPart, usePreloadAfterPaint, type PlaceholderState } from "../components/deferred-part.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { CaptureModeTabs } from "./business-card-mode.tsx";
import { CameraView } from "./camera-view.tsx";
import { TypedCodeForm } from "./typed-code-form.tsx";
import { VisitorNameForm } from "./visitor-name-form.tsx";

/** Route target for /exhibitor/scan: the booth's scanner of badges and any other code. */
export default screenPage("scan", "Opening the scanner...", ScanScreen);

const layout = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }, alignItems: "start" });
const stack = css({ display: "flex", flexDirection: "column", gap: "4" });
const muted = css({ fontSize: "sm", color: "fg.muted" });
const alert = css({ fontSize: "sm", color: "danger.text", fontWeight: "medium" });

/** Where a scanned code's card opens, while the card's code is still on its way. */
function CardOpening({ loadFailed }: PlaceholderState) {
  return (
    <Card>
      {loadFailed ? (
        <p className={alert} role="alert">
          The lead's card could not be loaded: the connection dropped. Tap anywhere to try again.
        </p>
      ) : (
        <p className={muted} role="status">
          Opening the lead's card...
        </p>
      )}
    </Card>
  );
}

// The qualification card (its form fields, the upload of a business card) opens with the first
// scan: its code comes in the task after the screen's first paint, so it is here by then.
const QualificationCardView = deferredPart(() => import("./qualification-card-view.tsx").then((part) => part.QualificationCardView), CardOpening);

function ScanScreen({ screen }: { readonly screen: ScanScreenRef }) {
  const camera = useSelector(screen, (snapshot) => snapshot.children.camera);
  const card = useSelector(screen, (snapshot) => snapshot.context.card);
  const visitorName = useSelector(screen, (snapshot) => snapshot.children.visitorName);
  const namingSaved = useSelector(screen, (snapshot) => snapshot.matches({ scan: { naming: "storing" } }));
  const notice = useSelector(screen, (snapshot) => snapshot.context.notice);
  const recognised = useSelector(screen, (snapshot) => snapshot.hasTag("busy"));
  const savedCount = useSelector(screen, (snapshot) => snapshot.context.savedCount);
  const note = useSelector(screen, keyNote);
  const questionsError = useSelector(screen, (snapshot) => (snapshot.matches({ questions: "failed" }) ? snapshot.context.questionsError : null));
  usePreloadAfterPaint(QualificationCardView);

  return (
    <>
      <PageHeader title={SCAN_TEXTS.title} description="Scan a visitor's badge, contact QR code or any code to capture them as a lead, then qualify them on the card." />
      <div className={layout}>
        <Card>
          <CaptureModeTabs screen={screen}>
            <div className={stack}>
              {camera !== undefined && <CameraView camera={camera} />}
              <div aria-live="polite" className={stack}>
                {recognised && <p className={muted}>{SCAN_TEXTS.recognised}</p>}
                {notice !== null && (
                  <p role="alert" className={alert} data-testid="scan-notice">
                    {notice.text}
                  </p>
                )}
              </div>
              <TypedCodeForm screen={screen} />
              {note !== null && (
                <p className={muted}>
                  {note}{" "}
                  <Button size="sm" variant="link" onClick={() => screen.send({ type: "key.retry" })}>
                    Check again
                  </Button>
                </p>
              )}
              <p className={muted} data-testid="scan-count">
                {SCAN_TEXTS.savedCount(savedCount)}
              </p>
            </div>
          </CaptureModeTabs>
        </Card>
        <div className={stack}>
          {questionsError !== null && (
            <p className={muted}>
              {SCAN_TEXTS.questionsFailed} ({questionsError}){" "}
              <Button size="sm" variant="link" onClick={() => screen.send({ type: "questions.retry" })}>
                Retry
              </Button>
            </p>
          )}
          {visitorName !== undefined ? (
            <VisitorNameForm key={visitorName.sessionId} form={visitorName} saving={namingSaved} />
          ) : card !== null ? (
            <QualificationCardView key={card.id} card={card} />
          ) : (
            <Card>
              <p className={muted}>{SCAN_TEXTS.idle}</p>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
