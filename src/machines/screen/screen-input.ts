import type { ApiRunner } from "../../api/request.ts";
import type { Role } from "../../rules/roles.ts";
import type { KeptLists } from "../data/kept-lists.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";

// What every screen machine is started with and what every screen's real actors are given. A room of
// its own (src/machines/screen/, beside data/ and forms/), importing no feature and no registry: every
// screen machine imports it, so it must stand below all of them. Kept in the app's registry of screens
// it made each screen machine import the module that imports every screen machine.

/** What every screen machine is started with. */
export interface ScreenInput {
  /** `location.search` when the screen opened (`?register=<passId>` opens that pass's dialog). */
  readonly search: string;
  /** The signed-in person's role (null on the signed-out screens): a screen offers only what it may do. */
  readonly role: Role | null;
  /** The address inside the portal (`/register/<token>`): a screen named by its address reads it. */
  readonly path?: string;
}

/** What the app root hands every screen's real actors. */
export interface ScreenDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from the toaster. */
  readonly notify: (toast: ToastParams) => void;
  /** Hands a file made in the browser to the person as a download (exports). */
  readonly download: (file: FileToDownload) => void;
  /** Hands a file the server wrote (an export's Blob) to the person as a download. */
  readonly saveFile?: (file: { readonly name: string; readonly content: Blob; readonly type: string }) => void;
  /** Lists kept on the device for the next visit (absent: nothing is kept). */
  readonly keptLists?: KeptLists;
}
