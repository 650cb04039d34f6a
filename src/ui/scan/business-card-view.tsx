import { useSelector } from "@xstate/react";
import { businessCard } from "styled-system/recipes";
import { businessCardActivity, showsReview } from "../../machines/scan/business-card-status.ts";
import type { BusinessCardRef } from "../../machines/scan/business-card.machine.ts";
import type { CameraRef } from "../../machines/scan/camera.machine.ts";
import { Spinner } from "../components/spinner.tsx";
import { BusinessCardLanguage } from "./business-card-language.tsx";
import { BusinessCardReview } from "./business-card-review.tsx";
import { BusinessCardShutter } from "./business-card-shutter.tsx";

/** The Scan screen's Business card mode: the photo, what the device is doing with it, then the review form. */
export function BusinessCardView({ card, camera }: { readonly card: BusinessCardRef; readonly camera: CameraRef | undefined }) {
  const review = useSelector(card, showsReview);
  const activity = useSelector(card, businessCardActivity);
  const classes = businessCard();
  return (
    <div className={classes.root} data-testid="business-card">
      <BusinessCardLanguage card={card} />
      {review ? <BusinessCardReview card={card} /> : <BusinessCardShutter card={card} camera={camera} />}
      <p role="status" aria-live="polite" className={classes.status} data-testid="card-activity">
        {activity !== null && (
          <>
            <Spinner size="sm" /> {activity}
          </>
        )}
      </p>
    </div>
  );
}
