import { describeModel } from "../testing/describe-model.ts";
import { guestRegistrationModel } from "./guest-registration.model.ts";

describeModel(guestRegistrationModel);
