import { useSelector } from "@xstate/react";
import { integrations } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { integrationsScreenMachine } from "../../machines/integrations/integrations-screen.machine.ts";
import { INTEGRATIONS_TEXTS } from "../../machines/integrations/webhook-endpoint.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { EndpointCard } from "./endpoint-card.tsx";
import { EndpointConfirm } from "./endpoint-confirm.tsx";
import { EndpointDialog } from "./endpoint-dialog.tsx";
import { IntegrationsEmpty } from "./integrations-empty.tsx";
import { SecretDialog } from "./secret-dialog.tsx";

type IntegrationsScreenRef = ActorRefFrom<typeof integrationsScreenMachine>;

/** Route target for /exhibitor/integrations (lazy-loaded default export): the company's webhook endpoints. */
export default screenPage("integrations", "Loading integrations...", IntegrationsScreen);

const list = integrations().list;

function IntegrationsScreen({ screen }: { readonly screen: IntegrationsScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { dialog, action, secret } = useSelector(screen, (snapshot) => snapshot.children) as Required<
    Pick<ReturnType<IntegrationsScreenRef["getSnapshot"]>["children"], "dialog" | "action" | "secret">
  >;
  const endpoints = useSelector(screen, (snapshot) => snapshot.context.endpoints);
  const loaded = useSelector(screen, (snapshot) => snapshot.matches("loaded"));
  const error = useSelector(screen, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null));
  const add = () => dialog.send({ type: "dialog.openAdd" });

  return (
    <>
      <PageHeader
        title={INTEGRATIONS_TEXTS.title}
        description={INTEGRATIONS_TEXTS.description}
        actions={loaded && endpoints.length > 0 ? <Button onClick={add}>{INTEGRATIONS_TEXTS.add}</Button> : undefined}
      />
      {error !== null ? (
        <LoadError message={error} onRetry={() => screen.send({ type: "list.retry" })} />
      ) : !loaded ? (
        <PageLoading label="Loading integrations..." />
      ) : endpoints.length === 0 ? (
        <IntegrationsEmpty onAdd={add} />
      ) : (
        <ul className={list} aria-label="Webhook endpoints">
          {endpoints.map((endpoint) => (
            <EndpointCard key={endpoint._id} screen={screen} action={action} endpoint={endpoint} onEdit={() => dialog.send({ type: "dialog.openEdit", endpoint })} />
          ))}
        </ul>
      )}
      <EndpointDialog dialog={dialog} />
      <EndpointConfirm action={action} />
      <SecretDialog secret={secret} />
    </>
  );
}
