// How the build groups modules into chunks (rolldown's `codeSplitting.groups`, see vite.config.ts).
//
// Left to automatic chunking, the sign-in screen's start came as some twenty small chunks: each
// module shared by two dynamic imports got a chunk of its own. Each chunk is compressed alone, so
// each paid gzip's start again and its import and export statements: the same code in two chunks
// (the start, the sign-in screen) was about 1.7 KB gzip smaller than in twenty.

import { SIGN_IN_CHUNK, START_CHUNK } from "../server/http/chunk-names.ts";

/**
 * Modules every page runs before its first screen: the composition root, the app machine, its actors
 * and what they share, with XState and React's core. The server finds their chunk by the group's
 * name (`START_CHUNK`).
 */
export const START_MODULES: readonly string[] = [
  "src/ui/app/composition.ts",
  "src/ui/app/screen-loaders.ts",
  "src/ui/app/screen-machine-loader.ts",
  "src/machines/app/app.machine.ts",
  "src/machines/app/session.machine.ts",
  "src/machines/app/session.types.ts",
  "src/machines/app/session.actors.ts",
  "src/machines/app/session-phase.ts",
  "src/machines/app/event-loading.machine.ts",
  "src/machines/app/event-loading.actors.ts",
  "src/machines/app/event-domain.ts",
  "src/machines/app/navigation.ts",
  "src/machines/app/navigation.actors.ts",
  "src/machines/app/forbidden.actors.ts",
  "src/machines/app/screens.ts",
  "src/machines/app/portal-screen-routes.ts",
  "src/machines/signed-out-screens.ts",
  "src/machines/not-provided.ts",
  "src/api/error-checks.ts",
  "src/api/api-base.ts",
  "src/api/load-api-calls.ts",
  "src/api/deferred-runner.ts",
  "src/rules/roles.ts",
  "src/rules/file-url.ts",
  "src/rules/return-address.ts",
  "src/machines/app/fetch-state.ts",
  "src/ui/toaster.ts",
  "src/ui/components/download-file.ts",
  "src/ui/components/retryable-lazy.ts",
  "src/ui/components/preloadable-lazy.ts",
  "src/ui/screen/screen-load-text.ts",
  // Small parts every first screen uses (the addresses, the button, a part's load error, the page
  // title, the signed-out descriptors, the sign-in forms' event and code step): each in a chunk of
  // its own cost a request and about 100 bytes gzip more than inside the start's.
  "src/ui/screen/paths.ts",
  "src/ui/components/button.tsx",
  "styled-system/recipes/button.mjs",
  "src/ui/components/load-error.tsx",
  "src/ui/components/use-document-title.ts",
  "src/ui/guest-registration/page.ts",
  "src/ui/not-found/page.ts",
  "src/machines/auth/portal-event.ts",
  "src/machines/codes/code-step-state.ts",
  // The signed-out stylesheet's loader: the sign-in screen's chunk and the render chunk both use it.
  "src/ui/components/signed-out-styles.ts",
];

/**
 * Modules only the sign-in screen runs, the ones the app imports it through (its routes, its
 * machine and actors) included: one chunk, which the server finds in Vite's manifest by the group's
 * name (`SIGN_IN_CHUNK`, server/http/portal-page.ts) to preload it on the sign-in addresses.
 */
export const SIGN_IN_MODULES: readonly string[] = [
  "src/ui/routes/signed-out-routes.tsx",
  "src/machines/auth/otp-login.machine.ts",
  "src/machines/auth/otp-login.actors.ts",
  "src/ui/auth/login-screen.tsx",
  "src/ui/auth/google-sign-in.tsx",
  "src/ui/auth/google-sign-in-view.tsx",
  "src/ui/components/auth-layout.tsx",
  "src/ui/auth/sign-in-screen.tsx",
  // The signed-out screens' gate: the e-mail sign-in and Forgot password take it from here, as they
  // take the card; in a chunk of its own it and this chunk imported each other.
  "src/ui/screen/signed-out-screen-gate.tsx",
  "src/ui/routes/leave-for-login.tsx",
  "src/machines/auth/otp-login.rules.ts",
  "src/machines/auth/otp-login.types.ts",
  "src/machines/auth/otp-login.system.ts",
  "src/machines/app/app-system.ts",
  "src/machines/codes/code-step.machine.ts",
  "src/machines/codes/code-rules.ts",
  "src/machines/auth/openid-sign-in-loader.machine.ts",
  "src/machines/auth/openid-sign-in-loader.actors.ts",
  "src/machines/auth/openid-return.ts",
  "src/machines/auth/invitation-link.ts",
];

/**
 * The form field every form draws (Ark's field and what it stands on) and the helpers binding it to a
 * machine: in the start's chunk too. The render chunk uses Panda's `cx`, one of them, so every page
 * loaded all of them at its start anyway; a chunk of their own was 500 bytes gzip more.
 */
export const FORM_FIELD_MODULES: readonly string[] = [
  "src/ui/components/field.tsx",
  "src/ui/components/field-binding.ts",
  "src/ui/components/form-submit.ts",
  "src/machines/forms/form-helpers.ts",
  "styled-system/css/cx.mjs",
];

const inList = (paths: readonly string[]) => (id: string) => {
  const path = id.replaceAll("\\", "/");
  return paths.some((listed) => path.endsWith(`/${listed}`));
};

/** XState, @xstate/react and React's core, which @xstate/react and the JSX runtime bring along, and the
 * router (wouter and its address matcher), which the start's routes and the rendered app share. */
const XSTATE_AND_REACT_CORE = /[\\/]node_modules[\\/](regexparam|wouter|xstate|@xstate[\\/]react|react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime))/;

const inStart = inList([...START_MODULES, ...FORM_FIELD_MODULES]);

export const portalChunkGroups = [
  // XState is used by the start (the app machine) and by each screen machine's chunk, each in its own
  // combination of xstate's internal modules; left to automatic chunking it splits into more small
  // chunks with every screen machine. It joins the start's chunk: every page loads both before its
  // first screen, and one file compresses smaller than two (240 bytes gzip, one request less).
  { name: START_CHUNK, test: (id: string) => XSTATE_AND_REACT_CORE.test(id) || inStart(id), priority: 20 },
  // Without their dependencies: those are shared with signed-in screens, which must not load the
  // sign-in screen to get them.
  { name: SIGN_IN_CHUNK, test: inList(SIGN_IN_MODULES), priority: 5, includeDependenciesRecursively: false },
];
