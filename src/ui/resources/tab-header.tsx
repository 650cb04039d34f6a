import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { splitRow } from "../components/styles.ts";

/** The title row of a tab's panel: its heading, a line about it and the tab's action. */
export function TabHeader({ title, description, action }: { readonly title: string; readonly description: string; readonly action?: ReactNode }) {
  return (
    <div className={css(splitRow, { alignItems: { base: "stretch", sm: "flex-start" }, gap: "3" })}>
      <div className={css({ minW: "0" })}>
        <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h2>
        <p className={css({ fontSize: "sm", color: "fg.muted" })}>{description}</p>
      </div>
      {action}
    </div>
  );
}

export const panel = css({ display: "flex", flexDirection: "column", gap: "5", pt: "4" });
