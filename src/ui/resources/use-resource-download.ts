import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { DownloadTarget, resourceDownloadMachine } from "../../machines/resources/resource-download.machine.ts";

export type ResourceDownloadRef = ActorRefFrom<typeof resourceDownloadMachine>;

export interface ResourceDownload {
  readonly request: (resource: DownloadTarget) => void;
  /** The resource whose button reads "Downloading..."; clicks meanwhile are ignored by the machine. */
  readonly isDownloading: (id: string) => boolean;
}

/** One list's Download buttons over the screen's download machine of that list. */
export function useResourceDownload(actor: ResourceDownloadRef): ResourceDownload {
  const activeId = useSelector(actor, (snapshot) => (snapshot.hasTag("busy") ? (snapshot.context.target?.id ?? null) : null));
  return {
    request: (resource) => actor.send({ type: "download.request", resource }),
    isDownloading: (id) => activeId === id,
  };
}
