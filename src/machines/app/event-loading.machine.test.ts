import { describeModel } from "../testing/describe-model.ts";
import { eventLoadingModel } from "./event-loading.model.ts";

describeModel(eventLoadingModel);
