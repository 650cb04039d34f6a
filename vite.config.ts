import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

// The portal is served under /exhibitor/; the API lives at /api on the same origin.
export default defineConfig({
  base: "/exhibitor/",
  plugins: [react()],
  resolve: { alias: { "styled-system": fileURLToPath(new URL("./styled-system", import.meta.url)) } },
  build: { outDir: "dist", sourcemap: false },
  server: {
    proxy: {
      "/api": { target: process.env.API_ORIGIN ?? "http://127.0.0.1:8080", changeOrigin: false },
      "/files": { target: process.env.API_ORIGIN ?? "http://127.0.0.1:8080", changeOrigin: false },
    },
  },
});
