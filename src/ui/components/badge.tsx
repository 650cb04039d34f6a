import type { ReactNode } from "react";
import { cx } from "styled-system/css";
import { badge, type BadgeVariantProps } from "styled-system/recipes";

export type BadgeTone = NonNullable<BadgeVariantProps["tone"]>;

/** A status pill; the tone carries meaning, so the text must say the same thing in words. */
export function Badge({ tone, children, className }: { readonly tone?: BadgeTone; readonly children: ReactNode; readonly className?: string }) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}
