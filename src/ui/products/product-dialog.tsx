import { useSelector } from "@xstate/react";
import { UploadTrackerProvider, useUploadTracker } from "../components/upload-tracker.tsx";
import { useId, type FormEvent } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import {
  brochureLinkText,
  brochureUploadPath,
  type ProductField,
} from "../../machines/products/product-form.ts";
import { dialogMode, submitLabel, type entityDialogMachine } from "../../machines/forms/entity-dialog.machine.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { UploadField } from "../components/upload-field.tsx";

export type EntityDialogActorRef = ActorRefFrom<typeof entityDialogMachine>;

const formClass = css({ display: "flex", flexDirection: "column", gap: "4", pb: "2" });
const formError = css({ color: "danger.text", fontSize: "sm", bg: "danger.subtle", borderRadius: "md", padding: "3" });

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * "Add Product" / "Edit Product" (SPEC §2, §5 Product): a thin view over the entity-dialog machine.
 * Every keystroke and upload is a `form.change`; the machine keeps the values through a failed save
 * and maps the server's field errors beside the fields.
 */
export function ProductDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const open = useSelector(dialog, (snapshot) => snapshot.hasTag("open"));
  const mode = useSelector(dialog, dialogMode);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  const form = useSelector(dialog, (snapshot) => snapshot.context.form);
  const fieldErrors = useSelector(dialog, (snapshot) => snapshot.context.fieldErrors);
  const error = useSelector(dialog, (snapshot) => snapshot.context.error);
  const idleLabel = mode === "edit" ? "Update Product" : "Add Product";
  const buttonLabel = useSelector(dialog, (snapshot) => submitLabel(snapshot, idleLabel));
  const formId = useId();
  const uploads = useUploadTracker();

  const set = (field: ProductField, value: string) => dialog.send({ type: "form.change", field, value });
  const typed = (field: ProductField) => (event: { target: { value: string } }) => set(field, event.target.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dialog.send({ type: "form.submit" });
  };
  const brochure = textOf(form.BrochureUrl);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dialog.send({ type: "dialog.close" });
      }}
      title={mode === "edit" ? "Edit Product" : "Add Product"}
      description={mode === "edit" ? "Change the product's details." : "Add a product to your catalog."}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={() => dialog.send({ type: "dialog.close" })} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy || uploads.running} aria-busy={busy}>
            {buttonLabel}
          </Button>
        </>
      }
    >
      <UploadTrackerProvider value={uploads}>
        <form id={formId} noValidate onSubmit={submit} className={formClass}>
          {error ? (
            <p role="alert" className={formError}>
              {error}
            </p>
          ) : null}
          <TextField
            label="Product Name"
            name="productName"
            requiredMark
            value={textOf(form.productName)}
            onChange={typed("productName")}
            error={fieldErrors.productName}
            disabled={busy}
          />
          <TextareaField
            label="Description"
            name="productDescription"
            rows={3}
            value={textOf(form.productDescription)}
            onChange={typed("productDescription")}
            error={fieldErrors.productDescription}
            disabled={busy}
          />
          <TextField
            label="Product Link"
            name="productLink"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={textOf(form.productLink)}
            onChange={typed("productLink")}
            error={fieldErrors.productLink}
            disabled={busy}
          />
          <UploadField
            label="Product Logo"
            field="Logo"
            kind="image"
            uploadType="product"
            path={textOf(form.productLogo)}
            onPathChange={(path) => set("productLogo", path ?? "")}
            disabled={busy}
          />
          <UploadField
            label="Product Image"
            field="Image"
            kind="image"
            uploadType="product"
            path={textOf(form.productImage)}
            onPathChange={(path) => set("productImage", path ?? "")}
            disabled={busy}
          />
          <TextField
            label="Brochure URL"
            name="BrochureUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            helperText="A link to the brochure, or upload a PDF below."
            value={brochureLinkText(brochure)}
            onChange={typed("BrochureUrl")}
            error={fieldErrors.BrochureUrl}
            disabled={busy}
          />
          <UploadField
            label="Brochure PDF"
            field="Brochure"
            kind="pdf"
            uploadType="product"
            path={brochureUploadPath(brochure)}
            onPathChange={(path) => set("BrochureUrl", path ?? "")}
            disabled={busy}
          />
        </form>
      </UploadTrackerProvider>
    </Dialog>
  );
}
