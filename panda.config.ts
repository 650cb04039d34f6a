import { defineConfig } from "@pandacss/dev";

export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  outdir: "styled-system",
  theme: {
    extend: {
      semanticTokens: {
        colors: {
          bg: { canvas: { value: "#f6f7f9" }, surface: { value: "#ffffff" } },
          fg: { default: { value: "#111827" }, muted: { value: "#6b7280" } },
          accent: { default: { value: "#2563eb" }, fg: { value: "#ffffff" } },
          danger: { default: { value: "#dc2626" } },
          success: { default: { value: "#16a34a" } },
          border: { default: { value: "#e5e7eb" } },
        },
      },
    },
  },
});
