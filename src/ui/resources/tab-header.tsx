import type { ReactNode } from "react";
import { css } from "styled-system/css";

/** The title row of a tab's panel: its heading, a line about it and the tab's action. */
export function TabHeader({ title, description, action }: { readonly title: string; readonly description: string; readonly action?: ReactNode }) {
  return (
    <div
      className={css({
        display: "flex",
        flexDirection: { base: "column", sm: "row" },
        alignItems: { base: "stretch", sm: "flex-start" },
        justifyContent: "space-between",
        gap: "3",
      })}
    >
      <div className={css({ minW: "0" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{description}</p>
      </div>
      {action}
    </div>
  );
}

export const panel = css({ display: "flex", flexDirection: "column", gap: "5", pt: "4" });
