import { notProvided } from "../not-provided.ts";
import type { ToastParams } from "./entity-messages.ts";

/**
 * The toast every machine raises under the one name `notify` (success, or Error with the reason):
 * `setup({ actions: { notify } })`. The app root provides it with Ark's toaster (src/ui/toaster.ts),
 * a test with a recorder; until then it fails loudly.
 */
export const notify = notProvided<ToastParams>("notify");
