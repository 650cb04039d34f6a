import { describeModel } from "../testing/describe-model.ts";
import { leadDialogModel } from "./lead-dialog.model.ts";

describeModel(leadDialogModel);
