// Registers the service worker that serves the portal's shell offline. Production builds only: in
// development a worker would serve stale modules over Vite's own.
export const registerPortalWorker = async (): Promise<void> => {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { registerSW } = await import("virtual:pwa-register");
  await registerSW({ immediate: true });
};
