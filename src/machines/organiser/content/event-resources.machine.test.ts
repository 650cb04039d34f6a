import { describeModel } from "../../testing/describe-model.ts";
import { eventResourcesModel } from "./event-resources.model.ts";

describeModel(eventResourcesModel);
