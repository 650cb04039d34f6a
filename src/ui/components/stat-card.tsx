import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { surface } from "./styles.ts";

const frame = css(surface, { display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: "3", padding: "4", minW: "0" });
const labelClass = css({ fontSize: "sm", color: "fg.muted", fontWeight: "medium" });
const valueClass = css({ fontSize: "2xl", fontWeight: "bold", lineHeight: "1.2", mt: "1", fontVariantNumeric: "tabular-nums" });
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

/** The responsive row the summary cards sit in: one column on phones, up to four on wide screens. */
export const statGrid = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", xl: "repeat(4, minmax(0, 1fr))" },
});
