import { describeModel } from "../testing/describe-model.ts";
import { codeFlowModel } from "./code-flow.model.ts";

describeModel(codeFlowModel);
