import { createContext, useContext } from "react";
import { resolveFileUrl } from "../../rules/file-url.ts";

export type FileUrl = (path: string | null | undefined) => string;

/**
 * How a view turns a stored file's path into the address it shows (SPEC §3 "Uploaded file
 * reference"). The composition root provides the rule over the configured API base; without a
 * provider (a view rendered on its own) files are served by the page's own origin.
 */
export const FileUrlContext = createContext<FileUrl>((path) => resolveFileUrl(path, "/"));

export const useFileUrl = (): FileUrl => useContext(FileUrlContext);
