import { css } from "styled-system/css";

// Style pieces views are built from. Each is a raw style object: a view passes it to
// `css(piece, { ...its own })`. Recipes take the same looks from recipe-parts.ts; the build's class
// strings (scripts/panda-style-pieces.ts) read only `css.raw(...)` constants, so a view's piece is
// written here. These are the pieces the signed-out files use too; signed-in screens take their
// looks from their recipes, so the sign-in stylesheet (extracted from the signed-out files) stays
// without them.

/** A whole-window message (the first load, a session that could not be checked). */
export const fullScreenCenter = css.raw({
  minH: "100dvh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  bg: "bg.canvas",
});
