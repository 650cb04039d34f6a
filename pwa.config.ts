// The portal as an installable, offline-first app (vite-plugin-pwa, Workbox generateSW): the built
// app shell is precached so the portal opens with no network after one visit; the API is never
// cached (its answers are the user's data, and the outbox keeps writes made offline).
import { VitePWA } from "vite-plugin-pwa";

export const portalPwa = () =>
  VitePWA({
    strategies: "generateSW",
    // The app entry registers the worker itself, in production builds only (src/pwa-register.ts).
    injectRegister: false,
    registerType: "autoUpdate",
    manifest: {
      name: "Exhibitor Portal",
      short_name: "Exhibitor",
      description: "Run your presence at the event: leads, badge scans, team, passes.",
      start_url: "/exhibitor/",
      scope: "/exhibitor/",
      display: "standalone",
      background_color: "#ffffff",
      theme_color: "#1d4ed8",
      icons: [
        { src: "pwa-192.png", sizes: "192x192", type: "image/png" },
        { src: "pwa-512.png", sizes: "512x512", type: "image/png" },
        { src: "pwa-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: "pwa-icon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    workbox: {
      // The whole shell: every screen's chunk (a screen opened offline for the first time must load too),
      // styles, the page, icons, the barcode decoder's wasm when the build has it, and the business
      // card reader's files (tesseract.js's worker and core, which are .js, and its language data),
      // so cards are read with no network too.
      globPatterns: ["**/*.{js,css,html,wasm,png,svg,ico,webmanifest}", "**/*.traineddata.gz"],
      // The decoder's wasm is a few MB, above Workbox's 2 MiB default; the OCR core (3.8 MB) and the
      // English data (2.9 MB) too.
      maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
      // Relative to the worker (/exhibitor/sw.js): every address of the portal opens index.html.
      navigateFallback: "index.html",
      navigateFallbackDenylist: [/^\/api\//, /^\/files\//],
      // No runtime caching: /api answers always come from the server.
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });
