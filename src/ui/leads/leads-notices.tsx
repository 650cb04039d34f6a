import { leadsScreen } from "styled-system/recipes";
import { Button } from "../components/button.tsx";

const classes = leadsScreen();

/**
 * What Lead Management says above its list: the lead a link named is not in the list any more (with
 * Dismiss), and, once, that the event's time zone is unknown here so days are read in UTC.
 */
export function LeadsNotices({ notice, zoneNote, onDismiss }: { readonly notice: string | null; readonly zoneNote: string | null; readonly onDismiss: () => void }) {
  if (notice === null && zoneNote === null) return null;
  return (
    <>
      {notice === null ? null : (
        <div role="alert" className={classes.notice} data-testid="leads-notice">
          <span className={classes.noticeText}>{notice}</span>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {zoneNote === null ? null : (
        <p role="status" className={classes.notice} data-testid="zone-note">
          {zoneNote}
        </p>
      )}
    </>
  );
}
