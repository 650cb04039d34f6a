import { css } from "styled-system/css";

// Style pieces that several views are built from. Each is a raw style object: a view passes it to
// `css(piece, { ...its own })`, so the screens that look alike share one definition of the look.

/** The bordered white box of cards, forms, list items and stat tiles. */
export const surface = css.raw({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg" });

/** A card: a surface whose parts stack with room between them. */
export const cardFrame = css.raw(surface, { display: "flex", flexDirection: "column", gap: "4", padding: { base: "4", md: "5" }, minW: "0" });

/** A form on its own surface (support request, password change). */
export const formPanel = css.raw(surface, { padding: "5", display: "flex", flexDirection: "column", gap: "4" });

/** Text on the left, actions on the right; stacked on phones. */
export const splitRow = css.raw({ display: "flex", flexDirection: { base: "column", sm: "row" }, justifyContent: "space-between" });

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

/** A whole-window message (the first load, a session that could not be checked). */
export const fullScreenCenter = css.raw({
  minH: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  bg: "bg.canvas",
});
