import { describeModel } from "../testing/describe-model.ts";
import { resourcesScreenModel } from "./resources-screen.model.ts";

describeModel(resourcesScreenModel);
