import { useId, type ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { cardFrame } from "./portal-styles.ts";

/** The surface of a card; a card drawn as other markup (a pass card's article) takes it too. */
export const cardSurface = css(cardFrame);
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" });
const heading = css({ fontSize: "lg", fontWeight: "semibold" });
const sub = css({ fontSize: "sm", color: "fg.muted" });

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
        <div className={head}>
          <div>
            {titled ? (
              <h2 id={titleId} className={heading}>
                {title}
              </h2>
            ) : null}
            {description === undefined ? null : <p className={sub}>{description}</p>}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
