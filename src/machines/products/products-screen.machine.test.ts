import { describeModel } from "../testing/describe-model.ts";
import { productsScreenModel } from "./products-screen.model.ts";

describeModel(productsScreenModel);
