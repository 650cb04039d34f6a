import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { attachmentFileName } from "../../api/file-download.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { describeModel } from "../testing/describe-model.ts";
import { leadExportActor } from "./lead-export.actors.ts";
import { LEAD_EXPORT_FAILED, type ExportedFile } from "./lead-export.machine.ts";
import { leadExportModel } from "./lead-export.model.ts";

describeModel(leadExportModel);

const start = (answer: () => Response) => {
  const { runApi, requests } = recordingApi(answer, { storage: createMemoryStorage({ access_token: "t" }) });
  const saved: ExportedFile[] = [];
  const toasts: ToastParams[] = [];
  const machine = leadExportActor({ runApi, notify: (toast) => void toasts.push(toast), download: () => undefined, saveFile: (file) => void saved.push(file) });
  return { actor: createActor(machine).start(), requests, saved, toasts };
};

describe("lead export with its real actors", () => {
  it("asks the server for the chosen format and saves the file under the name the server gave", async () => {
    const csv = "\ufeffFirst Name,Last Name\r\nAda,Lovelace\r\n";
    const { actor, requests, saved } = start(
      () =>
        new Response(csv, {
          status: 200,
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="leads-hubspot-new-2026-11-25.csv"' },
        }),
    );
    actor.send({ type: "export.since.toggle" });
    actor.send({ type: "export.choose", format: "hubspot" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches("idle") && saved.length === 1);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET /api/leads/export/file?format=hubspot&since=last-export"]);
    expect(saved[0]!.name).toBe("leads-hubspot-new-2026-11-25.csv");
    expect(saved[0]!.type).toBe("text/csv; charset=utf-8");
    // Byte for byte: the byte order mark too (Blob.text() would drop it).
    expect(Buffer.from(await saved[0]!.content.arrayBuffer()).equals(Buffer.from(csv, "utf8"))).toBe(true);
  });

  it("says so when the server refuses, and saves nothing", async () => {
    const { actor, saved, toasts } = start(() => jsonResponse(403, { success: false, message: "Forbidden" }));
    actor.send({ type: "export.choose", format: "xlsx" });
    const snapshot = await waitFor(actor, (state) => state.matches("failed"));
    expect(snapshot.context.error).toBe("Failed to export leads. Please try again.");
    expect(toasts).toEqual([{ title: "Error", description: LEAD_EXPORT_FAILED, variant: "destructive" }]);
    expect(saved).toEqual([]);
  });
});

describe("attachmentFileName", () => {
  it("reads the quoted, bare and UTF-8 file names, else the fallback", () => {
    expect(attachmentFileName('attachment; filename="leads-2026-11-25.xlsx"', "x")).toBe("leads-2026-11-25.xlsx");
    expect(attachmentFileName("attachment; filename=team.csv", "x")).toBe("team.csv");
    expect(attachmentFileName("attachment; filename=\"a.csv\"; filename*=UTF-8''M%C3%BCller.csv", "x")).toBe("Müller.csv");
    expect(attachmentFileName(null, "leads.csv")).toBe("leads.csv");
    expect(attachmentFileName("inline", "leads.csv")).toBe("leads.csv");
  });
});
