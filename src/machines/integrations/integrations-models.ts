import type { AnyMachineModel } from "../testing/model.ts";
import { endpointActionModel } from "./endpoint-action.model.ts";
import { endpointDeliveriesModel } from "./endpoint-deliveries.model.ts";
import { endpointDialogModel } from "./endpoint-dialog.model.ts";
import { integrationsScreenModel } from "./integrations-screen.model.ts";
import { webhookSecretModel } from "./webhook-secret.model.ts";

/** The Integrations screen's machines with their test models, for the portal's registry. */
export const integrationsModels: ReadonlyArray<AnyMachineModel> = [
  integrationsScreenModel,
  endpointDialogModel,
  endpointActionModel,
  endpointDeliveriesModel,
  webhookSecretModel,
];
