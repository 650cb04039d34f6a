import { dbKinds } from "../../server/testing/api-test-kit.ts";
import { describeConsoleIsolation } from "./console-isolation.ts";

// One file per database, so the two runs use both test workers at once.
if (dbKinds.includes("postgres")) describeConsoleIsolation("postgres");
