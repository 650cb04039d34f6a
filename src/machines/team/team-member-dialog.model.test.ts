import { describeModel } from "../testing/describe-model.ts";
import { entityDialogModel } from "./team-member-dialog.model.ts";

// The shared entity dialog (src/machines/forms/entity-dialog.machine.ts) walked on every path with the
// team member form and the team's own rules, as Team Management opens it.
describeModel(entityDialogModel);
