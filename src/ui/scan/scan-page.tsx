import { useSelector } from "@xstate/react";
import { scanScreen } from "styled-system/recipes";
import type { ScanScreenRef } from "../../machines/scan/scan-screen.machine.ts";
import { keyNote } from "../../machines/scan/scan-screen.selectors.ts";
import { SCAN_TEXTS } from "../../machines/scan/scan-texts.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { deferredPart, usePreloadAfterPaint, type PlaceholderState } from "../components/deferred-part.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { CaptureModeTabs } from "./business-card-mode.tsx";
import { CameraView } from "./camera-view.tsx";
import { TypedCodeForm } from "./typed-code-form.tsx";
import { VisitorNameForm } from "./visitor-name-form.tsx";

/** Route target for /exhibitor/scan: the booth's scanner of badges and any other code. */
export default screenPage("scan", "Opening the scanner...", ScanScreen);

const classes = scanScreen();

/** Where a scanned code's card opens, while the card's code is still on its way. */
function CardOpening({ loadFailed }: PlaceholderState) {
  return (
    <Card>
      {loadFailed ? (
        <p className={classes.alert} role="alert">
          The lead's card could not be loaded: the connection dropped. Tap anywhere to try again.
        </p>
      ) : (
        <p className={classes.note} role="status">
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
      <div className={classes.layout}>
        <Card>
          <CaptureModeTabs screen={screen}>
            <div className={classes.stack}>
              {camera !== undefined && <CameraView camera={camera} />}
              <div aria-live="polite" className={classes.stack}>
                {recognised && <p className={classes.note}>{SCAN_TEXTS.recognised}</p>}
                {notice !== null && (
                  <p role="alert" className={classes.alert} data-testid="scan-notice">
                    {notice.text}
                  </p>
                )}
              </div>
              <TypedCodeForm screen={screen} />
              {note !== null && (
                <p className={classes.note}>
                  {note}{" "}
                  <Button size="sm" variant="link" onClick={() => screen.send({ type: "key.retry" })}>
                    Check again
                  </Button>
                </p>
              )}
              <p className={classes.note} data-testid="scan-count">
                {SCAN_TEXTS.savedCount(savedCount)}
              </p>
            </div>
          </CaptureModeTabs>
        </Card>
        <div className={classes.stack}>
          {questionsError !== null && (
            <p className={classes.note}>
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
              <p className={classes.note}>{SCAN_TEXTS.idle}</p>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
