import { describeModel } from "../testing/describe-model.ts";
import { ticketsScreenModel } from "./tickets-screen.model.ts";

describeModel(ticketsScreenModel);
