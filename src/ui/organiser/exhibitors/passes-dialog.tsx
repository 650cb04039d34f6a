import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { selectedExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-screen.selectors.ts";
import type { PassField } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { TextField } from "../../components/field.tsx";
import { SelectField } from "../../components/select-field.tsx";
import type { ExhibitorsActor } from "./exhibitors-actor.ts";
import { ExhibitorFormFrame } from "./exhibitor-form-frame.tsx";

const classes = organiserExhibitors();
const NEW_CATEGORY = "";

/** Allocate or change an exhibitor's passes in one category; below what is used, the server says how many and what to do. */
export function PassesDialog({ actor }: { readonly actor: ExhibitorsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ ready: "allocating" }) || snapshot.matches({ ready: "savingPasses" }));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ ready: "savingPasses" }));
  const exhibitor = useSelector(actor, selectedExhibitor);
  const form = useSelector(actor, (snapshot) => snapshot.context.passForm);
  const errors = useSelector(actor, (snapshot) => snapshot.context.passErrors);
  const dialogError = useSelector(actor, (snapshot) => snapshot.context.dialogError);
  const categories = useSelector(actor, (snapshot) => snapshot.context.categories);
  const bind = (field: PassField) => ({
    value: form[field],
    error: errors[field],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => actor.send({ type: "passes.change", field, value: event.target.value }),
  });
  const used = exhibitor?.passes.find((pass) => pass.categoryId === form.categoryId)?.used ?? 0;
  const close = () => actor.send({ type: "dialog.close" });
  return (
    <ExhibitorFormFrame
      open={open}
      title={`Passes of ${exhibitor?.name ?? "the exhibitor"}`}
      description="Set how many passes the exhibitor has in a category; the owner sees them on the Passes screen."
      error={dialogError}
      saving={saving}
      submitLabel="Save passes"
      onClose={close}
      onSubmit={() => actor.send({ type: "passes.submit" })}
    >
      <div className={classes.pairs}>
        <SelectField
          label="Pass category"
          options={[...categories.map((category) => ({ value: category._id, label: category.name })), { value: NEW_CATEGORY, label: "New category..." }]}
          {...bind("categoryId")}
        />
        {form.categoryId === NEW_CATEGORY ? <TextField label="New category name" requiredMark placeholder="Gold" {...bind("categoryName")} /> : null}
        <TextField
          label="Number of passes"
          requiredMark
          inputMode="numeric"
          helperText={form.categoryId === NEW_CATEGORY ? undefined : `${used} used by registrations`}
          {...bind("numberOfPasses")}
        />
      </div>
    </ExhibitorFormFrame>
  );
}
