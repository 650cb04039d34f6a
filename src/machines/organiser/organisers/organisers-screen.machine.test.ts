import { describeModel } from "../../testing/describe-model.ts";
import { organisersScreenModel } from "./organisers-screen.model.ts";

describeModel(organisersScreenModel);
