import { pageLoading } from "styled-system/recipes";
import { Spinner } from "./spinner.tsx";

/** While a screen's code or first data loads inside the shell. */
export function PageLoading({ label = "Loading..." }: { readonly label?: string }) {
  return (
    <div role="status" className={pageLoading()}>
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
