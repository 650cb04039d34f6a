import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { RemoteData } from "../app/use-remote-data.ts";
import { Badge } from "../components/badge.tsx";
import { LoadError } from "../components/load-error.tsx";
import { Spinner } from "../components/spinner.tsx";
import { SAMPLE_DATA_LABEL } from "./dashboard-figures.ts";

/** A section's first load: a spinner with words, announced politely. */
export function SectionLoading({ label }: { readonly label: string }) {
  return (
    <div role="status" className={css({ display: "flex", alignItems: "center", gap: "3", py: "6", color: "fg.muted", fontSize: "sm" })}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

/**
 * One read's states inside a section: the spinner before the first answer, the error with Retry
 * when it failed (over what was shown before, which stays), else the content.
 */
export function RemoteContent<T>({
  remote,
  loadingLabel,
  children,
}: {
  readonly remote: RemoteData<T>;
  readonly loadingLabel: string;
  readonly children: (data: T) => ReactNode;
}) {
  return (
    <>
      {remote.error === null ? null : <LoadError message={remote.error} onRetry={remote.refresh} busy={remote.loading} />}
      {remote.data !== null ? children(remote.data) : remote.error === null ? <SectionLoading label={loadingLabel} /> : null}
    </>
  );
}

/**
 * Says that a section shows made-up figures (SPEC §2: fallback sample data when the server has
 * none), so nobody takes them for the company's own.
 */
export function SampleDataNote({ hint }: { readonly hint: string }) {
  return (
    <p className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.muted" })}>
      <Badge tone="blue">{SAMPLE_DATA_LABEL}</Badge>
      <span>{hint}</span>
    </p>
  );
}
