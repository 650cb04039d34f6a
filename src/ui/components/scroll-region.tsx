import type { ReactNode } from "react";
import { scrollRegion } from "styled-system/recipes";

const area = scrollRegion();

/** SPEC §9: a list that scrolls inside 400px; focusable, so a keyboard can scroll it too. */
export function ScrollRegion({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={area}>
      {children}
    </div>
  );
}
