import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { selectedExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-screen.selectors.ts";
import type { ExhibitorField } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { TextField } from "../../components/field.tsx";
import { SelectField } from "../../components/select-field.tsx";
import type { ExhibitorsActor } from "./exhibitors-actor.ts";
import { ExhibitorFormFrame } from "./exhibitor-form-frame.tsx";

const classes = organiserExhibitors();

/** Add (with the owner, who is invited) or edit an exhibitor; what was typed stays when a save is refused. */
export function ExhibitorDialog({ actor }: { readonly actor: ExhibitorsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ ready: "editing" }) || snapshot.matches({ ready: "saving" }));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ ready: "saving" }));
  const adding = useSelector(actor, (snapshot) => snapshot.context.selected === null);
  const editing = useSelector(actor, selectedExhibitor);
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const errors = useSelector(actor, (snapshot) => snapshot.context.formErrors);
  const dialogError = useSelector(actor, (snapshot) => snapshot.context.dialogError);
  const categories = useSelector(actor, (snapshot) => snapshot.context.categories);
  const bind = (field: ExhibitorField) => ({
    value: form[field],
    error: errors[field],
    disabled: saving,
    onChange: (event: { target: { value: string } }) => actor.send({ type: "form.change", field, value: event.target.value }),
  });
  const close = () => actor.send({ type: "dialog.close" });
  return (
    <ExhibitorFormFrame
      open={open}
      title={adding ? "Add exhibitor" : `Edit ${editing?.name ?? "exhibitor"}`}
      description={adding ? "The owner is invited by SMS (and e-mail when given) and signs in with the mobile number." : undefined}
      error={dialogError}
      saving={saving}
      submitLabel={adding ? "Add and invite" : "Save"}
      onClose={close}
      onSubmit={() => actor.send({ type: "form.submit" })}
    >
      <div className={classes.pairs}>
        <TextField label="Company name" requiredMark {...bind("name")} />
        <TextField label="Booth" requiredMark placeholder="B-12" {...bind("boothNumber")} />
        <SelectField
          label="Category"
          options={[{ value: "", label: "No category" }, ...categories.map((category) => ({ value: category._id, label: category.name }))]}
          {...bind("categoryId")}
        />
      </div>
      {adding ? (
        <div className={classes.pairs}>
          <TextField label="Owner's name" requiredMark autoComplete="off" {...bind("ownerName")} />
          <TextField label="Owner's e-mail" type="email" autoComplete="off" {...bind("email")} />
          <TextField label="Country code" inputMode="numeric" {...bind("phoneCode")} />
          <TextField label="Owner's mobile" requiredMark inputMode="tel" autoComplete="off" {...bind("mobile")} />
        </div>
      ) : null}
    </ExhibitorFormFrame>
  );
}
