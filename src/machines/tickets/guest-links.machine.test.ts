import { describeModel } from "../testing/describe-model.ts";
import { guestLinksModel } from "./guest-links.model.ts";

describeModel(guestLinksModel);
