import { describeModel } from "../testing/describe-model.ts";
import { codeStepModel } from "./code-step.model.ts";

describeModel(codeStepModel);
