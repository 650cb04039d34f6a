import { css } from "styled-system/css";

/** The header's "N not synced" pill, the same before and after its panel's code is here. */
export const outboxPill = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  bg: "warning.subtle",
  color: "warning.text",
  cursor: "pointer",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
});
