import { css } from "styled-system/css";

// Style pieces only signed-in screens use (see styles.ts for the ones the sign-in screen shares).

/** A round picture or initial: the person in the header, a team member, a lead. */
export const avatarCircle = css.raw({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  borderRadius: "full",
  bg: "accent.subtle",
  color: "accent.text",
});
