import { describeModel } from "../../testing/describe-model.ts";
import { exhibitorsScreenModel } from "./exhibitors-screen.model.ts";

describeModel(exhibitorsScreenModel);
