import type { ReactNode } from "react";
import { remoteContent } from "styled-system/recipes";
import { LoadError } from "./load-error.tsx";
import { Spinner } from "./spinner.tsx";

const classes = remoteContent();

/** One read of a screen as a section shows it. */
export interface SectionRead<T> {
  /** The last data that arrived (kept through a failed reload), or null before the first. */
  readonly data: T | null;
  readonly loading: boolean;
  /** The failed load's message; null unless the last load failed. */
  readonly error: string | null;
  /** Load again: the Retry. */
  readonly refresh: () => void;
}

/** A section's first load: a spinner with words, announced politely. */
export function SectionLoading({ label }: { readonly label: string }) {
  return (
    <div role="status" className={classes.loading}>
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
  skeleton,
  children,
}: {
  readonly remote: SectionRead<T>;
  readonly loadingLabel: string;
  /**
   * Drawn in place of the spinner before the first answer, the size of what will come, so the
   * content does not push what is below it down when it arrives; the label is still announced.
   */
  readonly skeleton?: ReactNode;
  readonly children: (data: T) => ReactNode;
}) {
  const loading =
    skeleton === undefined ? (
      <SectionLoading label={loadingLabel} />
    ) : (
      <div role="status" aria-busy="true">
        <span className={classes.label}>{loadingLabel}</span>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  return (
    <>
      {remote.error === null ? null : <LoadError message={remote.error} onRetry={remote.refresh} busy={remote.loading} />}
      {remote.data !== null ? children(remote.data) : remote.error === null ? loading : null}
    </>
  );
}

/** What an empty list says: that it is empty, and how it fills. */
export function SectionEmpty({ title, hint }: { readonly title: string; readonly hint: string }) {
  return (
    <div className={classes.empty}>
      <p className={classes.emptyTitle}>{title}</p>
      <p className={classes.emptyHint}>{hint}</p>
    </div>
  );
}
