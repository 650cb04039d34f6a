import { describeModel } from "../testing/describe-model.ts";
import { leaveGuardModel } from "./leave-guard.model.ts";

describeModel(leaveGuardModel);
