import { describeModel } from "../../testing/describe-model.ts";
import { passFormsScreenModel } from "./pass-forms-screen.model.ts";

describeModel(passFormsScreenModel);
