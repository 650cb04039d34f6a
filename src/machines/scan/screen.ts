import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";
import type { ScanScreenDependencies } from "./scan-screen.actors.ts";
import type { CardReaderOptions } from "./card-reader.ts";

/** What the Scan screen takes of the page and the device. */
export interface ScanScreenDevice {
  /** The page's one outbox, which the app's sync machine sends and which comes with the signed-in parts. */
  readonly outbox: () => Promise<ScanScreenDependencies["outbox"]>;
  /** Whose unsaved business card the device keeps. */
  readonly currentUserId: () => string | null;
  readonly storage: ScanScreenDependencies["storage"];
  readonly mediaDevices: MediaDevices;
}

/**
 * Scan Badges (issue 13). It opens with scanBadge; it also reads getBadgeKey and getLeadQuestions and
 * writes updateLead, all open to every role. Scans go to the page's one outbox (IndexedDB); the OCR
 * reader's code comes only when the Business card mode opens.
 */
export const scanScreen = portalScreenDescriptor({
  name: "scan",
  path: "/scan",
  operation: "scanBadge",
  sidebar: true,
  machine: () => import("./scan-screen.machine.ts").then((module) => module.scanScreenMachine),
  actors: async () => {
    const [{ scanScreenImplementations }, { browserCardDrafts }] = await Promise.all([import("./scan-screen.actors.ts"), import("./business-card-drafts.ts")]);
    return async (deps, device: ScanScreenDevice) =>
      scanScreenImplementations(deps, {
        outbox: await device.outbox(),
        storage: device.storage,
        mediaDevices: device.mediaDevices,
        businessCard: {
          drafts: browserCardDrafts({ currentUserId: device.currentUserId }),
          createReader: (options: CardReaderOptions) => import("./card-reader.ts").then(({ createCardReader }) => createCardReader(options)),
        },
      });
  },
});
