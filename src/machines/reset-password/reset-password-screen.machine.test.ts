import { describeModel } from "../testing/describe-model.ts";
import { resetPasswordScreenModel } from "./reset-password-screen.model.ts";

describeModel(resetPasswordScreenModel);
