import { css } from "styled-system/css";
import { Button } from "../components/button.tsx";

const box = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  padding: "3",
  borderWidth: "1px",
  borderRadius: "md",
  fontSize: "sm",
});
const warning = css({ bg: "warning.subtle", color: "warning.text", borderColor: "warning.border" });

/**
 * What Lead Management says above its list: the lead a link named is not in the list any more (with
 * Dismiss), and, once, that the event's time zone is unknown here so days are read in UTC.
 */
export function LeadsNotices({ notice, zoneNote, onDismiss }: { readonly notice: string | null; readonly zoneNote: string | null; readonly onDismiss: () => void }) {
  if (notice === null && zoneNote === null) return null;
  return (
    <>
      {notice === null ? null : (
        <div role="alert" className={`${box} ${warning}`} data-testid="leads-notice">
          <span className={css({ flex: "1", minW: "0" })}>{notice}</span>
          <Button size="sm" variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
      {zoneNote === null ? null : (
        <p role="status" className={`${box} ${warning}`} data-testid="zone-note">
          {zoneNote}
        </p>
      )}
    </>
  );
}
