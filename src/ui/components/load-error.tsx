import { loadError } from "styled-system/recipes";
import { Button } from "./button.tsx";

const frame = loadError();

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
