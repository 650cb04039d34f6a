import { describeModel } from "../../testing/describe-model.ts";
import { supportInboxScreenModel } from "./support-inbox-screen.model.ts";

describeModel(supportInboxScreenModel);
