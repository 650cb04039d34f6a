import { describeModel } from "../testing/describe-model.ts";
import { profileScreenModel } from "./profile-screen.model.ts";

describeModel(profileScreenModel);
