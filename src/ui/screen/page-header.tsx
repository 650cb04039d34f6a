import type { ReactNode } from "react";
import { portalShell } from "styled-system/recipes";
import { useDocumentTitle } from "../components/use-document-title.ts";

export interface PageHeaderProps {
  /** The screen's title: its one h1 and the document title. */
  readonly title: string;
  readonly description?: ReactNode;
  /** Buttons on the right (below the title on phones). */
  readonly actions?: ReactNode;
}

const classes = portalShell();

/** The top of every portal screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className={classes.pageHeader}>
      <div className={classes.pageHeading}>
        <h1 className={classes.pageTitle}>{title}</h1>
        {description ? <p className={classes.pageDescription}>{description}</p> : null}
      </div>
      {actions ? <div className={classes.pageActions}>{actions}</div> : null}
    </header>
  );
}
