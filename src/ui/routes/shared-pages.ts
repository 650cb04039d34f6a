import { lazy } from "react";

// The screens both route tables show. Kept apart from lazy-pages.ts so the sign-in chunk does not
// carry the portal screens' lazy imports (and the lists of chunks each of them preloads).
export const ResetPasswordPage = lazy(() => import("../reset-password/reset-password-page.tsx"));
export const NotFoundPage = lazy(() => import("../not-found/not-found-page.tsx"));
