// What a console answer may quote of the request beyond its whole strings. The attendee import's
// refusals quote the cells of the CSV it was sent (`unknown column "X"`, `"x" is not an e-mail
// address`), which are parts of one sent string; without them a header cell such as `p=` would read
// as a database's `column "` message. Only that operation, and only cells the request carried.
import Papa from "papaparse";
import type { RequestPlan } from "./request-plan.ts";

export function importEchoes(operationId: string, plan: RequestPlan): string[] {
  if (operationId !== "importOrganiserAttendees" || plan.body.kind !== "json") return [];
  const csv = (plan.body.value as { csv?: unknown } | null)?.csv;
  if (typeof csv !== "string") return [];
  // Parsed as the server parses it (server/attendees/attendee-csv.ts).
  const records = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: false }).data;
  const cells = records.flat().map(String);
  const header = records[0] ?? [];
  return [...header.map((title) => `unknown column "${title}"`), ...cells, ...cells.map((cell) => cell.trim().toLowerCase())];
}
