import { fromPromise } from "xstate";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { KeptLists } from "../data/kept-lists.ts";
import { keptOnDevice } from "../data/remote-data.actors.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";

/** The name the header's company is kept under on the device (per signed-in user, as every kept read). */
const COMPANY_SUMMARY_KEPT_NAME = "company-summary";

/**
 * `GET /company`: the header's name, logo and booth. A failed read leaves the header on its fallbacks,
 * or on the company kept from the last visit: a repeat visit, offline at the booth too, shows the
 * kept one at once while the read runs. Created with the app, read only once someone is signed in:
 * the API layer loads with the first read.
 */
export const companySummaryRead = (runApi: ApiRunner, kept: KeptLists | undefined) =>
  keptOnDevice(
    remoteDataMachine.provide({
      actors: {
        fetchData: fromPromise<unknown, unknown>(async () => {
          const { query } = await loadApiCalls();
          const answer = await runApi(query((client, signal) => client.GET("/company", { signal })));
          return answer.data;
        }),
      },
    }),
    () => COMPANY_SUMMARY_KEPT_NAME,
    kept,
  );
