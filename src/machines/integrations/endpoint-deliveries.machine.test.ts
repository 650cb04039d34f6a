import { describeModel } from "../testing/describe-model.ts";
import { endpointDeliveriesModel } from "./endpoint-deliveries.model.ts";

describeModel(endpointDeliveriesModel);
