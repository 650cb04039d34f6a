import { describeModel } from "../../testing/describe-model.ts";
import { contentScreenModel } from "./content-screen.model.ts";

describeModel(contentScreenModel);
