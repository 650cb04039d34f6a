import { describeModel } from "../testing/describe-model.ts";
import { endpointActionModel } from "./endpoint-action.model.ts";

describeModel(endpointActionModel);
