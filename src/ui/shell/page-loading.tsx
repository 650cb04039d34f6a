import { css } from "styled-system/css";
import { Spinner } from "../components/spinner.tsx";

/** While a screen's code or first data loads inside the shell. */
export function PageLoading({ label = "Loading..." }: { readonly label?: string }) {
  return (
    <div role="status" className={css({ display: "flex", alignItems: "center", justifyContent: "center", gap: "3", py: "16", color: "fg.muted" })}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
