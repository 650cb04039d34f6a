import { describeModel } from "../../testing/describe-model.ts";
import { consoleModel } from "./console.model.ts";

describeModel(consoleModel);
