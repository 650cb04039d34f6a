import type { components } from "../../../api/schema.d.ts";

/**
 * What the Attendees screen says of a chosen file before anything is written: the server's dry run
 * of the import (POST /organiser/attendees/import/preview), in sentences. Pure, so the model checks
 * the words the view shows.
 */

export type ImportPreview = components["schemas"]["OrganiserAttendeeImportPreviewResponse"]["data"];

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** Import is offered: no line is refused, and the file adds someone or gives someone a badge id. */
export const importable = (preview: ImportPreview): boolean => preview.refused.length === 0 && (preview.added > 0 || preview.filled > 0);

/** "attendees.csv: 3 rows read." */
export const previewRead = (fileName: string, preview: ImportPreview): string => `${fileName}: ${count(preview.read, "row", "rows")} read.`;

/** What an import would do, or why nothing can be imported. */
export const previewPlan = (preview: ImportPreview): string => {
  const { refused, added, kept, filled } = preview;
  if (refused.length > 0) {
    const them = refused.length === 1 ? "it" : "them";
    return `${count(refused.length, "row is", "rows are")} refused, so nothing can be imported: fix ${them} in the file and choose it again.`;
  }
  if (added === 0 && filled === 0) return "Everyone in the file already has a ticket: there is nothing to import.";
  const left = kept === 0 ? "" : `; ${count(kept, "already has a ticket and is left as it is", "already have a ticket and are left as they are")}${filled > 0 ? `, ${filled} of them given their badge id` : ""}`;
  return `${count(added, "attendee", "attendees")} will be added${left}.`;
};
