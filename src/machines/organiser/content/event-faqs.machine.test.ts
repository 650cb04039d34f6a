import { describeModel } from "../../testing/describe-model.ts";
import { eventFaqsModel } from "./event-faqs.model.ts";

describeModel(eventFaqsModel);
