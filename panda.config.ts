import { defineConfig } from "@pandacss/dev";
import { recipes, slotRecipes } from "./panda.recipes.ts";

// Components use semantic tokens only, so the palette can change here without touching views.
// Text colours keep at least 4.5:1 against the backgrounds they sit on (WCAG AA).
export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  outdir: "styled-system",
  // Every variant is emitted: toasts pick theirs from data at run time, where the extractor cannot see it.
  staticCss: {
    recipes: { button: ["*"], spinner: ["*"], field: ["*"], toast: ["*"], pinInput: ["*"], badge: ["*"], dialog: ["*"], tabs: ["*"] },
  },
  // The first layout of text in a weight sets that face up (fontconfig and the font's tables): 12-18 ms
  // per weight at 4x CPU slowdown in Chromium here, and the first screen uses all four weights. The
  // page's own markup holds text in each (index.html), so the first frame, drawn while the scripts
  // download, pays for them rather than the first screen's render. In both stylesheets.
  globalCss: {
    ".font-set-up": { position: "absolute", visibility: "hidden", pointerEvents: "none" },
    ".font-set-up > :nth-child(2)": { fontWeight: "medium" },
    ".font-set-up > :nth-child(3)": { fontWeight: "semibold" },
    ".font-set-up > :nth-child(4)": { fontWeight: "bold" },
  },
  theme: {
    extend: {
      recipes,
      slotRecipes,
      semanticTokens: {
        colors: {
          // DEFAULT lets a bare group name ("bg", "fg", "border") stand for its usual shade.
          bg: {
            DEFAULT: { value: "{colors.bg.surface}" },
            canvas: { value: "#f6f7f9" },
            surface: { value: "#ffffff" },
            muted: { value: "#f1f3f6" },
            overlay: { value: "rgba(17, 24, 39, 0.45)" },
          },
          fg: {
            DEFAULT: { value: "{colors.fg.default}" },
            default: { value: "#111827" },
            muted: { value: "#4b5563" },
            inverted: { value: "#ffffff" },
          },
          accent: {
            default: { value: "#2563eb" },
            emphasized: { value: "#1d4ed8" },
            fg: { value: "#ffffff" },
            subtle: { value: "#eff6ff" },
            text: { value: "#1d4ed8" },
            border: { value: "#bfdbfe" },
          },
          danger: {
            default: { value: "#dc2626" },
            emphasized: { value: "#b91c1c" },
            fg: { value: "#ffffff" },
            subtle: { value: "#fef2f2" },
            text: { value: "#b91c1c" },
            border: { value: "#fecaca" },
          },
          success: {
            default: { value: "#16a34a" },
            subtle: { value: "#f0fdf4" },
            text: { value: "#166534" },
            border: { value: "#bbf7d0" },
          },
          warning: {
            subtle: { value: "#fffbeb" },
            text: { value: "#92400e" },
            border: { value: "#fde68a" },
          },
          border: {
            DEFAULT: { value: "{colors.border.default}" },
            default: { value: "#e5e7eb" },
            strong: { value: "#d1d5db" },
            input: { value: "#6b7280" },
          },
          focus: {
            ring: { value: "#2563eb" },
          },
        },
      },
    },
  },
});
