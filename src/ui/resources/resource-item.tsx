import { useId, type ReactNode } from "react";
import { resourceList } from "styled-system/recipes";

const classes = resourceList();

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
    <li className={classes.item}>
      <div className={classes.itemBody}>
        <h4 id={titleId} className={classes.itemTitle}>
          {title}
        </h4>
        {description ? <p className={classes.itemDescription}>{description}</p> : null}
        <div className={classes.itemMeta}>{metaContent}</div>
      </div>
      <div className={classes.itemActions}>{actions(titleId)}</div>
    </li>
  );
}

/** A titled group of resources (a category or a type). */
export function ResourceGroup({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.group}>
      <h3 id={headingId} className={classes.groupHeading}>
        {heading}
      </h3>
      <ul className={classes.list}>{children}</ul>
    </section>
  );
}

/** A list with nothing in it yet: what it is for and, where there is one, the way to fill it. */
export function EmptyState({ title, hint, action }: { readonly title: string; readonly hint: string; readonly action?: ReactNode }) {
  return (
    <div className={classes.empty}>
      <h3 className={classes.emptyTitle}>{title}</h3>
      <p className={classes.emptyHint}>{hint}</p>
      {action}
    </div>
  );
}
