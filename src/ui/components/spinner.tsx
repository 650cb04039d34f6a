import { cx } from "styled-system/css";
import { fullScreenLoading, spinner, type SpinnerVariantProps } from "styled-system/recipes";

/** Decorative: the words next to it (or `label`) say what is happening. */
export function Spinner({ size, className }: SpinnerVariantProps & { readonly className?: string }) {
  return <span aria-hidden="true" className={cx(spinner({ size }), className)} />;
}

/** SPEC §4: the full-screen "Loading..." while the session (or a screen's data) is not known yet. */
export function FullScreenLoading({ label = "Loading..." }: { readonly label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      // The painted sign-in form stays on show while this is all the app has (src/prerendered-hand-off.ts).
      data-loading-screen=""
      className={fullScreenLoading()}
    >
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
