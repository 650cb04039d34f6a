import type { ReactNode } from "react";
import { authLayout } from "styled-system/recipes";
import { EventLogo } from "./event-look.tsx";

/** The centred card of the signed-out screens. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <main className={authStyles.root}>
      <div className={authStyles.card}>
        <EventLogo className={authStyles.logo} />
        {children}
      </div>
    </main>
  );
}

/** The parts the signed-out screens share (the sign-in, code, e-mail and forgotten password steps). */
export const authStyles = authLayout();
