import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { fileOf } from "../forms/upload.model.ts";
import { startUploadingDialog as startDialog } from "../testing/upload-fields-kit.ts";
import { EMPTY_PRODUCT_FORM, PRODUCT_UPLOADS, validateProduct } from "./product-form.ts";

describe("an entity dialog's upload fields, on the product form", () => {
  it("lets a typed brochure address replace an uploaded brochure", async () => {
    const { dialog, field, call } = startDialog({ entity: "product", emptyForm: EMPTY_PRODUCT_FORM, validate: validateProduct, uploads: PRODUCT_UPLOADS });
    dialog.send({ type: "dialog.openAdd" });
    field("BrochureUrl").send({ type: "file.change", file: fileOf("brochure.pdf", 4096, "application/pdf") });
    call.pending("upload")!.resolve("product/brochure.pdf");
    await waitFor(field("BrochureUrl"), (snapshot) => snapshot.matches("done"));
    expect(dialog.getSnapshot().context.form["BrochureUrl"]).toBe("product/brochure.pdf");
    dialog.send({ type: "form.change", field: "BrochureUrl", value: "https://acme.example/brochure" });
    expect(field("BrochureUrl").getSnapshot().context.path).toBeNull();
    expect(dialog.getSnapshot().context.form["BrochureUrl"]).toBe("https://acme.example/brochure");
  });
});
