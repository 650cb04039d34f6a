import { Component, type ReactNode } from "react";
import { css } from "styled-system/css";
import { SCREEN_LOAD_FAILED_MESSAGE } from "../screen/screen-load-text.ts";
import { LoadError } from "./load-error.tsx";
import { renewFailedScreens, ScreenLoadFailure } from "./retryable-lazy.ts";
import { fullScreenCenter } from "./styles.ts";

const WHOLE_WINDOW = css(fullScreenCenter, { px: "4" });

/**
 * A screen whose code could not be downloaded (server or network gone) shows the error with a Retry
 * in its place, instead of a blank page or an endless spinner. A new `resetKey` (another screen)
 * clears it. Any other error is not this boundary's to hide and goes on up. The portal's routes
 * (ScreenLoadBoundary) and the organiser's console both draw their screens inside it.
 */
export interface BoundaryProps {
  readonly children: ReactNode;
  readonly resetKey: string;
  /** Also asked on Retry: the screen's machine, downloaded beside its view, may have failed too. */
  readonly onRetry?: (() => void) | undefined;
  readonly wholeWindow?: boolean;
}

interface BoundaryState {
  /** What the screen threw; null while it renders. */
  readonly error: unknown;
  readonly resetKey: string;
}

export class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    // Another screen: any screen that failed before gets a fresh import when it is shown again.
    // Idempotent (the list empties), so a second render-phase call does nothing.
    renewFailedScreens();
    return { error: null, resetKey: props.resetKey };
  }

  private readonly retry = () => {
    renewFailedScreens();
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not a failed download: not this boundary's to hide, so it goes on to whatever handles it above.
    if (!(error instanceof ScreenLoadFailure)) throw error;
    const failed = <LoadError message={SCREEN_LOAD_FAILED_MESSAGE} onRetry={this.retry} />;
    return this.props.wholeWindow ? <main className={WHOLE_WINDOW}>{failed}</main> : failed;
  }
}
