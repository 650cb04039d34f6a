import { Duration, Layer } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { Network, PayloadTooLarge, Server } from "../../api/errors.ts";
import { apiLayer, makeApiRunner, RetryPolicy } from "../../api/request.ts";
import { createMemoryStorage } from "../../api/token-store.ts";
import type { ToastParams } from "./entity-messages.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { describeModel } from "../testing/describe-model.ts";
import { recordInto } from "../testing/record-into.ts";
import { MEGABYTE, type UploadKind } from "../../rules/upload-rules.ts";
import { uploadImplementations } from "./upload.actors.ts";
import {
  inSentence,
  uploadButtonLabel,
  uploadedMessage,
  uploadErrorMessage,
  uploadFailedMessage,
  uploadMachine,
  type UploadActorInput,
  type UploadReport,
} from "./upload.machine.ts";
import { fileOf, uploadModel } from "./upload.model.ts";

describeModel(uploadModel);

describe("upload texts", () => {
  it("reads the SPEC §8 upload toasts from the field label", () => {
    // Team, Resources, then Profile and products ("<field> uploaded successfully" / "Failed to upload <field>").
    expect(["Profile image", "File", "Logo"].map(uploadedMessage)).toEqual(
      ["Profile image uploaded successfully", "File uploaded successfully", "Logo uploaded successfully"],
    );
    expect(["Profile image", "File", "Banner"].map(uploadFailedMessage)).toEqual(
      ["Failed to upload profile image", "Failed to upload file", "Failed to upload banner"],
    );
  });

  it("leaves acronyms and lower-case labels as they are inside a sentence", () => {
    expect(["PDF brochure", "logo", "Élan image", ""].map(inSentence)).toEqual(["PDF brochure", "logo", "élan image", ""]);
  });

  it("shows the API layer's §8 upload message, and the retry text for anything else", () => {
    expect(uploadErrorMessage(new Server({ message: "Upload failed with status 500", status: 500 }))).toBe(
      "Upload failed with status 500",
    );
    expect(uploadErrorMessage(new Server({ message: "No file path returned from server", status: 201 }))).toBe(
      "No file path returned from server",
    );
    expect(uploadErrorMessage(new PayloadTooLarge({ message: "The file is too large" }))).toBe("The file is too large");
    expect(uploadErrorMessage(new Network({ message: " " }))).toBe("Upload failed. Please try again.");
    expect(uploadErrorMessage(new Error("boom"))).toBe("Upload failed. Please try again.");
    expect(uploadErrorMessage(undefined)).toBe("Upload failed. Please try again.");
  });
});

/** A started field with a controllable upload and recorded toasts and path changes. */
const startField = (kind: UploadKind, field: string) => {
  const upload = createControllablePromiseActor<string, UploadActorInput>();
  const toasts: ToastParams[] = [];
  const paths: Array<string | null> = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: { upload: upload.logic },
      actions: {
        notify: recordInto(toasts),
        report: (_, report) => void (report.type === "upload.stored" && paths.push(report.path)),
      },
    }),
    { input: { name: "field", field, kind, uploadType: "eventWebsite" } },
  ).start();
  return { actor, upload, toasts, paths };
};

describe("upload field", () => {
  it("checks a brochure as PDF: refuses an image without sending it, sends exactly 10 MB", () => {
    const { actor, upload } = startField("pdf", "Brochure");
    actor.send({ type: "file.change", file: fileOf("brochure.png", 1024, "image/png") });
    expect(actor.getSnapshot().value).toBe("error");
    expect(actor.getSnapshot().context.error).toBe("Choose a PDF file.");
    expect(upload.calls).toEqual([]);
    const limit = fileOf("brochure.pdf", 10 * MEGABYTE, "application/pdf");
    actor.send({ type: "file.change", file: limit });
    expect(actor.getSnapshot().value).toBe("uploading");
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(upload.pending("upload")?.input).toEqual({ file: limit, uploadType: "eventWebsite" });
  });

  it("keeps the stored file when a replacement is refused, and Remove then clears it for the form", async () => {
    const { actor, upload, paths } = startField("image", "Logo");
    actor.send({ type: "file.change", file: fileOf("logo.png", 2048, "image/png") });
    upload.pending("upload")!.resolve("eventWebsite/logo.png");
    await waitFor(actor, (snapshot) => snapshot.matches("done"));
    actor.send({ type: "file.change", file: fileOf("logo.png", 5 * MEGABYTE + 1, "image/png") });
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("error");
    expect(snapshot.context.error).toBe("The file is 5.1 MB; images can be at most 5 MB.");
    expect(snapshot.context.path).toBe("eventWebsite/logo.png");
    expect(uploadButtonLabel(snapshot)).toBe("Change");
    expect(paths).toEqual(["eventWebsite/logo.png"]);
    actor.send({ type: "file.remove" });
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("idle");
    expect(snapshot.context.path).toBeNull();
    expect(paths).toEqual(["eventWebsite/logo.png", null]);
  });

  it("drops a running upload when the form sets its own value, without echoing it back", () => {
    const { actor, upload, toasts, paths } = startField("image", "Logo");
    actor.send({ type: "file.change", file: fileOf("logo.jpg", 2048, "image/jpeg") });
    const call = upload.pending("upload")!;
    actor.send({ type: "path.set", path: null });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(call.aborted).toBe(true);
    actor.send({ type: "path.set", path: "eventWebsite/old.jpg" });
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context.path).toBe("eventWebsite/old.jpg");
    expect(paths).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it("treats an empty path from the form as no file", () => {
    const { actor } = startField("document", "File");
    actor.send({ type: "path.set", path: "" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.path).toBeNull();
  });
});

describe("upload field over the real API layer", () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  /** The app's runner over a client whose fetch answers from a script, with retries made instant. */
  const fieldOver = (answer: (request: Request) => Promise<Response>) => {
    const requests: Request[] = [];
    const layer = Layer.merge(
      apiLayer({
        baseUrl: "http://portal.test/api",
        fetch: async (request) => {
          requests.push(request.clone());
          return answer(request);
        },
        storage: createMemoryStorage({ access_token: "token-1" }),
      }),
      Layer.succeed(RetryPolicy, { baseDelay: Duration.millis(1), queryRetries: 3, mutationRetries: 3 }),
    );
    const toasts: ToastParams[] = [];
    const paths: Array<string | null> = [];
    const implementations = uploadImplementations({ runApi: makeApiRunner(layer), notify: (toast) => void toasts.push(toast) });
    const actor = createActor(
      uploadMachine.provide({
        ...implementations,
        actions: {
          ...implementations.actions,
          report: (_: unknown, report: UploadReport) => void (report.type === "upload.stored" && paths.push(report.path)),
        },
      }),
      { input: { name: "profileImage", field: "Profile image", kind: "image", uploadType: "teamMember" } },
    ).start();
    return { actor, requests, toasts, paths };
  };

  it("posts the file and keeps the stored path", async () => {
    const { actor, requests, toasts, paths } = fieldOver(async () =>
      json(201, { success: true, data: { filePath: "teamMembers/5e1d.png" } }),
    );
    actor.send({ type: "file.change", file: fileOf("ada.png", 4096, "image/png") });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    const snapshot = await waitFor(actor, (current) => !current.hasTag("busy"));
    expect(snapshot.value).toBe("done");
    expect(snapshot.context.path).toBe("teamMembers/5e1d.png");
    expect(paths).toEqual(["teamMembers/5e1d.png"]);
    expect(toasts).toEqual([
      { title: "Success", description: "Profile image uploaded successfully", variant: "success" },
    ]);
    const form = await requests[0]!.formData();
    expect(requests[0]!.headers.get("Authorization")).toBe("Bearer token-1");
    expect(form.get("uploadType")).toBe("teamMember");
    expect((form.get("file") as File).name).toBe("ada.png");
  });

  it("shows the §8 status message when the server fails", async () => {
    const { actor, toasts, paths } = fieldOver(async () => new Response("oops", { status: 500 }));
    actor.send({ type: "file.change", file: fileOf("ada.jpg", 4096, "image/jpeg") });
    const snapshot = await waitFor(actor, (current) => !current.hasTag("busy"));
    expect(snapshot.value).toBe("error");
    expect(snapshot.context.error).toBe("Upload failed with status 500");
    expect(paths).toEqual([]);
    expect(toasts).toEqual([{ title: "Error", description: "Failed to upload profile image", variant: "destructive" }]);
  });

  it("says no path came back when a 201 carries none", async () => {
    const { actor } = fieldOver(async () => json(201, { success: true, data: {} }));
    actor.send({ type: "file.change", file: fileOf("ada.jpg", 4096, "image/jpeg") });
    const snapshot = await waitFor(actor, (current) => !current.hasTag("busy"));
    expect(snapshot.context.error).toBe("No file path returned from server");
  });

  it("says to try again when no answer arrives", async () => {
    const { actor, requests } = fieldOver(async () => {
      throw new TypeError("Failed to fetch");
    });
    actor.send({ type: "file.change", file: fileOf("ada.jpg", 4096, "image/jpeg") });
    const snapshot = await waitFor(actor, (current) => !current.hasTag("busy"));
    expect(snapshot.context.error).toBe("Upload failed. Please try again.");
    // A mutation is retried only when no answer arrived (SPEC §8): the first try and 3 retries.
    expect(requests).toHaveLength(4);
  });

  it("sends nothing for a refused file", () => {
    const { actor, requests } = fieldOver(async () => json(201, { success: true, data: { filePath: "x.png" } }));
    actor.send({ type: "file.change", file: fileOf("ada.webp", 4096, "image/webp") });
    expect(actor.getSnapshot().context.error).toBe("Choose a PNG or JPG image.");
    expect(requests).toEqual([]);
  });
});
