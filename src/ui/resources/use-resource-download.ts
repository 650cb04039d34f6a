import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useInspect } from "../../inspect-context.ts";
import { resourceDownloadImplementations } from "../../machines/resources/resource-download.actors.ts";
import { resourceDownloadMachine, type DownloadTarget } from "../../machines/resources/resource-download.machine.ts";
import { useApiRunner } from "../app/app-context.ts";
import { notify } from "../toaster.ts";

export interface ResourceDownload {
  readonly request: (resource: DownloadTarget) => void;
  /** The resource whose button reads "Downloading..."; clicks meanwhile are ignored by the machine. */
  readonly isDownloading: (id: string) => boolean;
}

/** One list's Download buttons over a resource-download machine; `refreshList` re-reads that list. */
export function useResourceDownload(refreshList: () => void): ResourceDownload {
  const runApi = useApiRunner();
  const [logic] = useState(() => resourceDownloadMachine.provide(resourceDownloadImplementations({ runApi, notify, refreshList })));
  const actor = useActorRef(logic, { inspect: useInspect() });
  const activeId = useSelector(actor, (snapshot) => (snapshot.hasTag("busy") ? (snapshot.context.target?.id ?? null) : null));
  const [request] = useState(() => (resource: DownloadTarget) => actor.send({ type: "download.request", resource }));
  return { request, isDownloading: (id) => activeId === id };
}
