import { Component, type ReactNode } from "react";
import { useLocation } from "wouter";
import { css } from "styled-system/css";
import { LoadError } from "../components/load-error.tsx";
import { fullScreenCenter } from "../components/styles.ts";
import { renewFailedScreens, ScreenLoadFailure } from "../components/retryable-lazy.ts";
import { SCREEN_LOAD_FAILED_MESSAGE } from "../screen/screen-load-text.ts";

const WHOLE_WINDOW = css(fullScreenCenter, { px: "4" });

/**
 * Around lazily loaded screens: a screen whose code could not be downloaded (server or network
 * gone) shows the error with a Retry in its place, instead of a blank page or an endless spinner.
 * Moving to another address clears it. Any other error is not this boundary's to hide and goes on
 * up. `wholeWindow`: outside the shell (the signed-out screens, a route table), the error takes the
 * window's middle.
 */
export function ScreenLoadBoundary({ children, onRetry, wholeWindow = false }: { readonly children: ReactNode; readonly onRetry?: () => void; readonly wholeWindow?: boolean }) {
  const [location] = useLocation();
  return (
    <ChunkErrorBoundary resetKey={location} onRetry={onRetry} wholeWindow={wholeWindow}>
      {children}
    </ChunkErrorBoundary>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  readonly resetKey: string;
  /** Also asked on Retry: the screen's machine, downloaded beside its view, may have failed too. */
  readonly onRetry?: (() => void) | undefined;
  readonly wholeWindow: boolean;
}

interface BoundaryState {
  /** What the screen threw; null while it renders. */
  readonly error: unknown;
  readonly resetKey: string;
}

class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
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
