import { describeModel } from "../../testing/describe-model.ts";
import { supportBadgeModel } from "./support-badge.model.ts";

describeModel(supportBadgeModel);
