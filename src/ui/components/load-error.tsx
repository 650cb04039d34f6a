import { css } from "styled-system/css";
import { Button } from "./button.tsx";

const frame = css({
  display: "flex",
  flexDirection: { base: "column", sm: "row" },
  alignItems: { base: "flex-start", sm: "center" },
  justifyContent: "space-between",
  gap: "3",
  bg: "danger.subtle",
  color: "danger.text",
  borderWidth: "1px",
  borderColor: "danger.border",
  borderRadius: "lg",
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
