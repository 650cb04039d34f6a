import { describeModel } from "../testing/describe-model.ts";
import { resendCooldownModel } from "./resend-cooldown.model.ts";

describeModel(resendCooldownModel);
