import { describeModel } from "./testing/describe-model.ts";
import { companySummaryModel } from "./company-summary.model.ts";

describeModel(companySummaryModel);
