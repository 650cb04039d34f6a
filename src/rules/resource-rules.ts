import { isWebUrl } from "./field-rules.ts";

/**
 * What a resource points at (openapi `DownloadCreate.fileUrl`, stored as `attachment`), written
 * once for the Add/Edit Resource dialog and the downloads handler: a resource nobody can open is
 * of no use, so every resource needs a file or a link, and a resource of type "link" needs a web
 * address a visitor's browser can open.
 */

export const RESOURCE_SOURCE_MESSAGES = {
  /** A file type with nothing uploaded: the Link type is the way to share an address instead. */
  fileOrLinkRequired: "Every resource needs a file or a link: choose a file, or pick the Link type",
  /** SPEC §5 schema message, for a link that is missing or is not an http(s) address. */
  linkInvalid: "Valid URL is required",
} as const;

/** The contract field both the file's stored path and the link's address travel in. */
export const RESOURCE_SOURCE_PATH = "/fileUrl";

export interface ResourceSource {
  /** The resource's type (`link`, `pdf`, ...); anything but `link` is a file type. */
  readonly type: string;
  /** The stored file's path or the link's address; blank, null or absent when there is none. */
  readonly fileUrl: string | null | undefined;
}

/** The one problem with what the resource points at, or null when a visitor can open it. */
export const resourceSourceProblem = ({ type, fileUrl }: ResourceSource): string | null => {
  const address = (fileUrl ?? "").trim();
  if (type === "link") return isWebUrl(address) ? null : RESOURCE_SOURCE_MESSAGES.linkInvalid;
  return address === "" ? RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired : null;
};

/** The same rule as the envelope's `errors` (`{ path, message }`); empty when the resource is acceptable. */
export const resourceSourceErrors = (source: ResourceSource): ReadonlyArray<{ readonly path: string; readonly message: string }> => {
  const message = resourceSourceProblem(source);
  return message === null ? [] : [{ path: RESOURCE_SOURCE_PATH, message }];
};
