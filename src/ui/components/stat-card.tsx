import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { surface } from "./styles.ts";

// Compact on phones (two to a row, smaller type), so a screen's work comes before its figures.
const frame = css(surface, { display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "3", padding: { base: "3", sm: "4" }, minW: "0" });
const labelClass = css({ fontSize: { base: "xs", sm: "sm" }, color: "fg.muted", fontWeight: "medium" });
const valueClass = css({ fontSize: { base: "xl", sm: "2xl" }, fontWeight: "bold", lineHeight: "1.2", mt: "1", fontVariantNumeric: "tabular-nums" });
const hintClass = css({ fontSize: "xs", color: "fg.muted", mt: "1" });
const iconClass = css({ color: "accent.text", flexShrink: 0 });

export interface StatCardProps {
  readonly label: string;
  readonly value: ReactNode;
  readonly hint?: ReactNode;
  readonly icon?: ReactNode;
}

/** One figure of a summary row (dashboard, team, leads); the label names the figure for screen readers. */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <div className={frame} role="group" aria-label={label}>
      <div className={css({ minW: "0" })}>
        <p className={labelClass}>{label}</p>
        <p className={valueClass}>{value}</p>
        {hint === undefined ? null : <p className={hintClass}>{hint}</p>}
      </div>
      {icon === undefined ? null : (
        <span aria-hidden="true" className={iconClass}>
          {icon}
        </span>
      )}
    </div>
  );
}

/** The responsive grid the summary cards sit in: two columns on phones, up to four on wide screens. */
export const statGrid = css({
  display: "grid",
  gap: { base: "3", sm: "4" },
  gridTemplateColumns: { base: "repeat(2, minmax(0, 1fr))", xl: "repeat(4, minmax(0, 1fr))" },
});

const placeholderBar = css({ display: "inline-block", bg: "bg.muted", borderRadius: "sm", animation: "pulse" });

/**
 * Stands in for a figure (or a hint) not yet read: a bar one line of the surrounding text high, so a
 * card drawn with it has the size it will have once the figure arrives and nothing below it moves.
 */
export function FigurePlaceholder({ width = "3ch" }: { readonly width?: string }) {
  return (
    <span className={placeholderBar} style={{ width }}>
      {"\u00a0"}
    </span>
  );
}
