import { useId, type ReactNode } from "react";
import { css } from "styled-system/css";
import { emptyPanel } from "../components/portal-styles.ts";
import { splitRow, surface } from "../components/styles.ts";

const item = css(splitRow, surface, { alignItems: { base: "stretch", sm: "center" }, gap: "3", padding: "4", minW: "0" });
const body = css({ display: "flex", flexDirection: "column", gap: "1", minW: "0" });
const titleClass = css({ fontWeight: "semibold", color: "fg.default", overflowWrap: "anywhere" });
const descriptionClass = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" });
const meta = css({ display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap", fontSize: "sm", color: "fg.muted" });
const actionsClass = css({ display: "flex", gap: "2", flexShrink: "0", flexWrap: "wrap" });

export interface ResourceItemProps {
  readonly title: string;
  readonly description: string | null;
  /** Badges and the download count. */
  readonly meta: ReactNode;
  /** Download (and Delete), named after the resource for screen readers. */
  readonly actions: (titleId: string) => ReactNode;
}

/** One resource in a list: what it is on the left, what can be done with it on the right. */
export function ResourceItem({ title, description, meta: metaContent, actions }: ResourceItemProps) {
  const titleId = useId();
  return (
    <li className={item}>
      <div className={body}>
        <h4 id={titleId} className={titleClass}>
          {title}
        </h4>
        {description ? <p className={descriptionClass}>{description}</p> : null}
        <div className={meta}>{metaContent}</div>
      </div>
      <div className={actionsClass}>{actions(titleId)}</div>
    </li>
  );
}

const groupHeading = css({ fontSize: "md", fontWeight: "semibold", color: "fg.default" });
const list = css({ display: "flex", flexDirection: "column", gap: "3" });

/** A titled group of resources (a category or a type). */
export function ResourceGroup({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      <h3 id={headingId} className={groupHeading}>
        {heading}
      </h3>
      <ul className={list}>{children}</ul>
    </section>
  );
}

const emptyFrame = css(emptyPanel);

/** A list with nothing in it yet: what it is for and, where there is one, the way to fill it. */
export function EmptyState({ title, hint, action }: { readonly title: string; readonly hint: string; readonly action?: ReactNode }) {
  return (
    <div className={emptyFrame}>
      <h3 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h3>
      <p className={css({ fontSize: "sm", color: "fg.muted", maxW: "md" })}>{hint}</p>
      {action}
    </div>
  );
}
