import { css } from "styled-system/css";

// Style pieces that several views are built from. Each is a raw style object: a view passes it to
// `css(piece, { ...its own })`, so the screens that look alike share one definition of the look.
// These are the pieces the signed-out files use too; pieces only signed-in screens use are in
// portal-styles.ts, so the sign-in stylesheet (extracted from the signed-out files) stays without them.

/** The bordered white box of cards, forms, list items and stat tiles. */
export const surface = css.raw({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "lg" });

/** A form on its own surface (support request, password change). */
export const formPanel = css.raw(surface, { padding: "5", display: "flex", flexDirection: "column", gap: "4" });

/** Text on the left, actions on the right; stacked on phones. */
export const splitRow = css.raw({ display: "flex", flexDirection: { base: "column", sm: "row" }, justifyContent: "space-between" });

/** A whole-window message (the first load, a session that could not be checked). */
export const fullScreenCenter = css.raw({
  minH: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  bg: "bg.canvas",
});
