import { dbKinds } from "../../server/testing/api-test-kit.ts";
import { describeConsoleFuzz } from "./console-fuzz.ts";

// Apart from the exhibitors' fuzz files, so the test workers run the console's beside them.
if (dbKinds.includes("postgres")) describeConsoleFuzz("postgres");
