import type { ReactNode } from "react";
import { FileUrlContext } from "../components/use-file-url.ts";
import { AppRootContext } from "../screen/app-context.ts";
import type { Portal } from "./composition.ts";

/**
 * Hands the portal's actors to the views. The app actor is created and started once per page, before
 * the first render (src/main.tsx), and lives as long as the page: every way out of a session is a
 * full page load (SPEC §4).
 */
export function AppProviders({ portal, children }: { readonly portal: Portal; readonly children: ReactNode }) {
  return (
    <AppRootContext value={portal}>
      <FileUrlContext value={portal.fileUrl}>{children}</FileUrlContext>
    </AppRootContext>
  );
}
