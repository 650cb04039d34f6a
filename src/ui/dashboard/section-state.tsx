import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { LoadError } from "../components/load-error.tsx";
import { Spinner } from "../components/spinner.tsx";

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
        <span className={css({ srOnly: true })}>{loadingLabel}</span>
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
    <div className={css({ display: "flex", flexDirection: "column", gap: "1", py: "4", textAlign: "center" })}>
      <p className={css({ fontWeight: "semibold" })}>{title}</p>
      <p className={css({ fontSize: "sm", color: "fg.muted" })}>{hint}</p>
    </div>
  );
}
