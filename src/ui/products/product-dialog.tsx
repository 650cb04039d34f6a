import { brochureLinkText } from "../../machines/products/product-form.ts";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../components/entity-form-dialog.tsx";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";

export type { EntityDialogActorRef };

/**
 * "Add Product" / "Edit Product" (SPEC §2, §5 Product): a thin view over the entity-dialog machine.
 * Every keystroke is a `form.change`; the machine keeps the values through a failed save, maps the
 * server's field errors beside the fields, and runs the logo, image and brochure uploads.
 */
export function ProductDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field, text, upload } = useEntityFields(dialog);
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add Product", edit: "Edit Product" }}
      description={{ add: "Add a product to your catalog.", edit: "Change the product's details." }}
      submit={{ add: "Add Product", edit: "Update Product" }}
      size="lg"
    >
      <TextField label="Product Name" requiredMark {...field("productName")} />
      <TextareaField label="Description" rows={3} {...field("productDescription")} />
      <TextField label="Product Link" type="url" inputMode="url" placeholder="https://" {...field("productLink")} />
      {upload("productLogo", "Product Logo")}
      {upload("productImage", "Product Image")}
      <TextField
        label="Brochure URL"
        type="url"
        inputMode="url"
        placeholder="https://"
        helperText="A link to the brochure, or upload a PDF below."
        {...field("BrochureUrl")}
        value={brochureLinkText(text("BrochureUrl"))}
      />
      {upload("BrochureUrl", "Brochure PDF")}
    </EntityFormDialog>
  );
}
