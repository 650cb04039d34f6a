import { describeModel } from "../testing/describe-model.ts";
import { webhookSecretModel } from "./webhook-secret.model.ts";

describeModel(webhookSecretModel);
