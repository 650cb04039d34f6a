import { css } from "styled-system/css";
import { integrations } from "styled-system/recipes";
import { INTEGRATIONS_TEXTS } from "../../machines/integrations/webhook-endpoint.ts";
import { Button } from "../components/button.tsx";
import { Icon } from "../screen/icons.tsx";

const classes = integrations();

/** No endpoint yet: what webhooks do, and the way to add the first. */
export function IntegrationsEmpty({ onAdd }: { readonly onAdd: () => void }) {
  return (
    <section aria-labelledby="integrations-empty-title" className={classes.empty}>
      {/* The icon's own size is a utility: only a utility overrides it. */}
      <Icon name="webhook" className={css({ w: "8", h: "8", color: "accent.text" })} />
      <h2 id="integrations-empty-title" className={classes.emptyTitle}>
        {INTEGRATIONS_TEXTS.emptyTitle}
      </h2>
      <p className={classes.emptyBody}>{INTEGRATIONS_TEXTS.emptyBody}</p>
      <Button onClick={onAdd}>{INTEGRATIONS_TEXTS.add}</Button>
    </section>
  );
}
