import { describeModel } from "../../testing/describe-model.ts";
import { attendeeCancelModel } from "./attendee-cancel.model.ts";

describeModel(attendeeCancelModel);
