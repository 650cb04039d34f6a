// The names of the build's chunk groups the server looks up in Vite's manifest to preload them
// (portal-page.ts). The build (scripts/chunk-groups.ts) groups its modules under these names; they
// live here so the running server imports nothing of the build's scripts.

/** The modules every page runs before its first screen: the composition root, the app machine. */
export const START_CHUNK = 'start';

/** The sign-in screen's routes, machine and actors. */
export const SIGN_IN_CHUNK = 'sign-in';
