import { describeModel } from "../testing/describe-model.ts";
import { outboxItemActionModel } from "./outbox-item-action.model.ts";

describeModel(outboxItemActionModel);
