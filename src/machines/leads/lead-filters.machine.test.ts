import { describeModel } from "../testing/describe-model.ts";
import { leadFiltersModel } from "./lead-filters.model.ts";

describeModel(leadFiltersModel);
