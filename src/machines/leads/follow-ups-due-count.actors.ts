import { fromPromise } from "xstate";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";

/**
 * GET /leads/follow-ups-due with the smallest page: the header needs only the total. Created with
 * the signed-in parts, read once someone is signed in; a failed read leaves the header without a
 * count (the dashboard's card says what failed).
 */
export const followUpsDueCountRead = (runApi: ApiRunner) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, unknown>(async () => {
        const { query } = await loadApiCalls();
        const answer = await runApi(query((client, signal) => client.GET("/leads/follow-ups-due", { params: { query: { limit: "1" } }, signal })));
        return answer.data;
      }),
    },
  });
