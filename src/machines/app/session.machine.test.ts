import { describeModel } from "../testing/describe-model.ts";
import { sessionModel } from "./session.model.ts";

describeModel(sessionModel);
