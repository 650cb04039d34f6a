import { describeModel } from "../../testing/describe-model.ts";
import { overviewScreenModel } from "./overview-screen.model.ts";

describeModel(overviewScreenModel);
