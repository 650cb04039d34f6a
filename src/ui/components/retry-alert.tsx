import { css } from "styled-system/css";
import { Button } from "./button.tsx";

const alert = css({ color: "danger.text", fontSize: "sm" });

/** A dialog's read that failed: its words, with a small Retry after them. */
export function RetryAlert({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <p className={alert} role="alert">
      {message}{" "}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </p>
  );
}
