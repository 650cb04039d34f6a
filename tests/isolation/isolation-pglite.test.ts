import { dbKinds } from "../../server/testing/api-test-kit.ts";
import { describeIsolation } from "./isolation-matrix.ts";

// One file per database, so the two runs use both test workers at once.
if (dbKinds.includes("pglite")) describeIsolation("pglite");
