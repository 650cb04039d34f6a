import { useId, type ReactNode } from "react";
import { cx } from "styled-system/css";
import { card } from "styled-system/recipes";

const classes = card();

/** The surface of a card; a card drawn as other markup (a pass card's article) takes it too. */
export const cardSurface = classes.root;

export interface CardProps {
  readonly title?: ReactNode;
  readonly description?: ReactNode;
  /** Buttons beside the title. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

/** A titled section of a screen; the title labels the section for screen readers. */
export function Card({ title, description, actions, children, className }: CardProps) {
  const titleId = useId();
  const titled = title !== undefined;
  return (
    <section aria-labelledby={titled ? titleId : undefined} className={cx(cardSurface, className)}>
      {titled || actions !== undefined ? (
        <div className={classes.header}>
          <div>
            {titled ? (
              <h2 id={titleId} className={classes.title}>
                {title}
              </h2>
            ) : null}
            {description === undefined ? null : <p className={classes.description}>{description}</p>}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
