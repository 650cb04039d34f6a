import { describeModel } from "../../testing/describe-model.ts";
import { ownPasswordModel } from "./own-password.model.ts";

describeModel(ownPasswordModel);
