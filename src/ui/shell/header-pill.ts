import { css } from "styled-system/css";

/** The shape of the header's pills (the event's phase, the outbox's count); each adds its colours. */
export const headerPill = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
});
