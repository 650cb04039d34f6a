import { describeModel } from "../testing/describe-model.ts";
import { emailLoginModel } from "./email-login.model.ts";

describeModel(emailLoginModel);
