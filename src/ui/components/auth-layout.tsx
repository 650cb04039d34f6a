import type { ReactNode } from "react";
import { authLayout } from "styled-system/recipes";

/** The centred card of the signed-out screens. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <main className={authStyles.root}>
      <div className={authStyles.card}>{children}</div>
    </main>
  );
}

/** The parts the signed-out screens share (the sign-in, code, e-mail and forgotten password steps). */
export const authStyles = authLayout();
