import { dbKinds } from "../../server/testing/api-test-kit.ts";
import { describeApiFuzz } from "./api-fuzz.ts";

// One file per database, so the two runs use both test workers at once.
if (dbKinds.includes("postgres")) describeApiFuzz("postgres");
