import { describeModel } from "../../testing/describe-model.ts";
import { eventSettingsScreenModel } from "./event-settings-screen.model.ts";

describeModel(eventSettingsScreenModel);
