import { describeModel } from "../testing/describe-model.ts";
import { visitorNameModel } from "./visitor-name.model.ts";

describeModel(visitorNameModel);
