import { useEffect, type ReactNode } from "react";
import { css } from "styled-system/css";
import { splitRow } from "../components/styles.ts";

export interface PageHeaderProps {
  /** The screen's title: its one h1 and the document title. */
  readonly title: string;
  readonly description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  readonly actions?: ReactNode;
}

/** The top of every portal screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} | Exhibitor Portal`;
  }, [title]);
  return (
    <header className={css(splitRow, { alignItems: { base: "stretch", sm: "flex-start" }, gap: "4", mb: "6" })}>
      <div className={css({ minW: "0" })}>
        <h1 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "fg.default", lineHeight: "1.25" })}>{title}</h1>
        {description ? <p className={css({ mt: "1", fontSize: "sm", color: "fg.muted" })}>{description}</p> : null}
      </div>
      {actions ? <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>{actions}</div> : null}
    </header>
  );
}
