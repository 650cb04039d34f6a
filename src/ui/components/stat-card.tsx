import type { ReactNode } from "react";
import { statCard } from "styled-system/recipes";

const classes = statCard();

export interface StatCardProps {
  readonly label: string;
  readonly value: ReactNode;
  readonly hint?: ReactNode;
  readonly icon?: ReactNode;
}

/** One figure of a summary row (dashboard, team, leads); the label names the figure for screen readers. */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <div className={classes.root} role="group" aria-label={label}>
      <div className={classes.body}>
        <p className={classes.label}>{label}</p>
        <p className={classes.value}>{value}</p>
        {hint === undefined ? null : <p className={classes.hint}>{hint}</p>}
      </div>
      {icon === undefined ? null : (
        <span aria-hidden="true" className={classes.icon}>
          {icon}
        </span>
      )}
    </div>
  );
}

/** The responsive grid the summary cards sit in: two columns on phones, up to four on wide screens. */
export const statGrid = classes.grid;

/**
 * Stands in for a figure (or a hint) not yet read: a bar one line of the surrounding text high, so a
 * card drawn with it has the size it will have once the figure arrives and nothing below it moves.
 */
export function FigurePlaceholder({ width = "3ch" }: { readonly width?: string }) {
  return (
    <span className={classes.placeholder} style={{ width }}>
      {"\u00a0"}
    </span>
  );
}
