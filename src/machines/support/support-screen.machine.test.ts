import { describeModel } from "../testing/describe-model.ts";
import { supportScreenModel } from "./support-screen.model.ts";

describeModel(supportScreenModel);
