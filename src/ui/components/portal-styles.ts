import { css } from "styled-system/css";
import { surface } from "./styles.ts";

// Style pieces only signed-in screens use (see styles.ts for the ones the sign-in screen shares).

/** A card: a surface whose parts stack with room between them. */
export const cardFrame = css.raw(surface, { display: "flex", flexDirection: "column", gap: "4", padding: { base: "4", md: "5" }, minW: "0" });

/** A list row: stacked on phones, one line from `md` up. */
export const rowFromMd = css.raw({ display: "flex", flexDirection: { base: "column", md: "row" }, gap: "3" });

/** The keyboard focus outline, outside the element. */
export const focusRing = css.raw({ _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" } });

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

/** A list with nothing in it: centred words in a dashed box. */
export const emptyPanel = css.raw({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: "2",
  py: "12",
  px: "4",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.default",
  borderRadius: "lg",
});
