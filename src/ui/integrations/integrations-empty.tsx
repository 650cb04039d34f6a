import { css } from "styled-system/css";
import { INTEGRATIONS_TEXTS } from "../../machines/integrations/webhook-endpoint.ts";
import { Button } from "../components/button.tsx";
import { emptyPanel } from "../components/portal-styles.ts";
import { Icon } from "../shell/icons.tsx";

const panel = css(emptyPanel, { gap: "3" });
const body = css({ maxW: "38rem", fontSize: "sm", color: "fg.muted" });

/** No endpoint yet: what webhooks do, and the way to add the first. */
export function IntegrationsEmpty({ onAdd }: { readonly onAdd: () => void }) {
  return (
    <section aria-labelledby="integrations-empty-title" className={panel}>
      <Icon name="webhook" className={css({ w: "8", h: "8", color: "accent.text" })} />
      <h2 id="integrations-empty-title" className={css({ fontSize: "lg", fontWeight: "semibold" })}>
        {INTEGRATIONS_TEXTS.emptyTitle}
      </h2>
      <p className={body}>{INTEGRATIONS_TEXTS.emptyBody}</p>
      <Button onClick={onAdd}>{INTEGRATIONS_TEXTS.add}</Button>
    </section>
  );
}
