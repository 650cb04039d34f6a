import { query } from "../../api/request.ts";
import type { ApiRunner } from "../app/app-context.ts";
import type { Lead } from "../../machines/leads/leads-csv.ts";
import { markLeadsData } from "./leads-perf.ts";

/** GET /leads: every lead of the exhibitor, newest first (SPEC §7: the list is the envelope's `data`). */
export const loadLeads = (runApi: ApiRunner): Promise<ReadonlyArray<Lead>> =>
  runApi(query((client, signal) => client.GET("/leads", { signal }))).then((answer) => {
    markLeadsData();
    return answer.data;
  });
