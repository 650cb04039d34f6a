import { describeModel } from "../testing/describe-model.ts";
import { remoteDataModel } from "./remote-data.model.ts";

describeModel(remoteDataModel);
