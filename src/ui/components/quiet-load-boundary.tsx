import { Component, type ReactNode } from "react";
import { renewFailedScreens, ScreenLoadFailure } from "./retryable-lazy.ts";

interface QuietLoadBoundaryProps {
  readonly children: ReactNode;
  /** A new value tries the failed download again. */
  readonly retryKey: number;
  /** Told when the part's code could not be downloaded. */
  readonly onLoadFailure?: () => void;
}

interface QuietLoadBoundaryState {
  /** What the part threw; null while it renders. */
  readonly error: unknown;
  readonly retryKey: number;
}

/**
 * Around a lazily loaded part that has no place to show an error (the toast region): when its code
 * cannot be downloaded it shows nothing, instead of taking the whole app down with it, and tries
 * again when `retryKey` changes. Any other error goes on up.
 */
export class QuietLoadBoundary extends Component<QuietLoadBoundaryProps, QuietLoadBoundaryState> {
  override state: QuietLoadBoundaryState = { error: null, retryKey: this.props.retryKey };

  static getDerivedStateFromError(error: unknown): Partial<QuietLoadBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: QuietLoadBoundaryProps, state: QuietLoadBoundaryState): Partial<QuietLoadBoundaryState> | null {
    if (props.retryKey === state.retryKey) return null;
    if (state.error !== null) renewFailedScreens();
    return { error: null, retryKey: props.retryKey };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ScreenLoadFailure) this.props.onLoadFailure?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ScreenLoadFailure)) throw error;
    return null;
  }
}
