import { css } from "styled-system/css";
import { Button } from "./button.tsx";
import { splitRow, surface } from "./styles.ts";

const frame = css(splitRow, surface, {
  alignItems: { base: "flex-start", sm: "center" },
  gap: "3",
  bg: "danger.subtle",
  color: "danger.text",
  borderColor: "danger.border",
  padding: "4",
  fontSize: "sm",
});

/** A failed read: what went wrong and a Retry that loads again (the screen keeps what it showed). */
export function LoadError({ message, onRetry, busy }: { readonly message: string; readonly onRetry: () => void; readonly busy?: boolean }) {
  return (
    <div role="alert" className={frame}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {busy ? "Retrying..." : "Retry"}
      </Button>
    </div>
  );
}
