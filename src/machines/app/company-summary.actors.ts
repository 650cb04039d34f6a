import { Effect } from "effect";
import { query, type ApiRunner } from "../../api/request.ts";
import { remoteRead } from "../data/remote-data.actors.ts";

/** `GET /company`: the header's name, logo and booth. A failed read leaves the header on its fallbacks. */
export const companySummaryRead = (runApi: ApiRunner) =>
  remoteRead(runApi, query((client, signal) => client.GET("/company", { signal })).pipe(Effect.map((answer) => answer.data)));
