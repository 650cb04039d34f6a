import { describeModel } from "../testing/describe-model.ts";
import { appModel } from "./app.model.ts";

describeModel(appModel);
