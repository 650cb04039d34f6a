import { describeModel } from "../testing/describe-model.ts";
import { activityScreenModel } from "./activity-screen.model.ts";

describeModel(activityScreenModel);
