import { describeModel } from "../../testing/describe-model.ts";
import { organiserSignInModel } from "./organiser-sign-in.model.ts";

describeModel(organiserSignInModel);
