import { shallowEqual, useSelector } from "@xstate/react";
import { passForms } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { draftChanged, FIELD_TYPE_LABELS, hiddenAnswerTotal } from "../../../machines/organiser/pass-forms/pass-form-draft.ts";
import type { passFormsScreenMachine } from "../../../machines/organiser/pass-forms/pass-forms-screen.machine.ts";
import { fieldProblems } from "../../../machines/organiser/pass-forms/pass-forms-screen.selectors.ts";
import { hideQuestion } from "../../../machines/organiser/pass-forms/pass-forms-screen.types.ts";
import { previewOf } from "../../../machines/organiser/pass-forms/pass-forms-screen.updates.ts";
import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { useUnsavedWork } from "../../components/leave-guard.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { GuestFormFields } from "../../forms/guest-form-fields.tsx";
import { PassFormFieldCard } from "./pass-form-field-card.tsx";

type Screen = ActorRefFrom<typeof passFormsScreenMachine>;

const classes = passForms();

const ADD_OPTIONS = [{ value: "", label: "Choose a field type..." }, ...Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }))];

/** Pass forms: pick a pass's form, build it field by field, and see the guest's page beside it. */
export default function PassFormsScreen({ actor }: { readonly actor: Screen }) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      state: snapshot.value as string,
      busy: snapshot.hasTag("busy"),
      context: snapshot.context,
      canDiscard: snapshot.can({ type: "form.discard" }),
    }),
    shallowEqual,
  );
  const snapshot = useSelector(actor, (s) => s);
  const children = useSelector(actor, (s) => s.children, shallowEqual);
  useUnsavedWork("pass-form", useSelector(actor, (s) => draftChanged(s.context.form, s.context.fields)));
  const { context } = view;
  const send = actor.send;

  if (view.state === "loadingList") return <PageLoading label="Loading pass forms..." />;
  if (view.state === "listFailed") return <LoadError message={context.message ?? ""} onRetry={() => send({ type: "data.retry" })} />;

  const editable = context.canEdit && !view.busy;
  const picker = (
    <SelectField
      label="Pass form"
      value={context.formId ?? ""}
      disabled={view.busy}
      options={context.forms.map((form) => ({
        value: form.formId,
        label: `${form.title} (${form.fieldCount} ${form.fieldCount === 1 ? "field" : "fields"})`,
      }))}
      onChange={(event) => send({ type: "form.pick", formId: event.target.value })}
    />
  );
  if (view.state === "loadingForm" && context.form === null) {
    return (
      <div className={classes.column}>
        {picker}
        <PageLoading label="Loading the form..." />
      </div>
    );
  }
  if (view.state === "formFailed") {
    return (
      <div className={classes.column}>
        {picker}
        <LoadError message={context.message ?? ""} onRetry={() => send({ type: "data.retry" })} />
      </div>
    );
  }

  const preview = previewOf(context);
  const hiding = hiddenAnswerTotal(context.hiding);
  const shared = context.form?.formId === "shared";
  return (
    <div className={classes.layout}>
      <section className={classes.column} aria-label="Form builder">
        <div className={classes.toolbar}>
          {picker}
          <SelectField
            label="Add a field"
            value=""
            disabled={!editable}
            options={ADD_OPTIONS}
            onChange={(event) => {
              if (event.target.value !== "") send({ type: "field.add", fieldType: event.target.value });
            }}
          />
        </div>
        <p className={classes.intro}>
          {shared
            ? "These fields are on every pass's registration page, before each pass's own."
            : "This pass's own fields, shown after the fields every pass shares."}
        </p>
        {context.message ? (
          <p className={context.saved ? classes.notice : classes.message} role={context.saved ? "status" : "alert"}>
            {context.message}
          </p>
        ) : null}
        {context.fields.length === 0 ? <p className={classes.notice}>No fields of its own yet: add one above.</p> : null}
        <ol className={classes.list} aria-label="Fields">
          {context.fields.map((field, index) => (
            <PassFormFieldCard
              key={field.key}
              field={field}
              position={index}
              count={context.fields.length}
              open={context.selected === field.key}
              problems={fieldProblems(snapshot, field.key)}
              disabled={!editable}
              send={send}
            />
          ))}
        </ol>
        <div className={classes.actions}>
          <Button variant="outline" disabled={view.busy || !view.canDiscard} onClick={() => send({ type: "form.discard" })}>
            Discard changes
          </Button>
          <Button disabled={!editable} aria-busy={view.state === "saving"} onClick={() => send({ type: "form.save" })}>
            {view.state === "saving" ? "Saving..." : "Save form"}
          </Button>
        </div>
      </section>
      <section className={classes.preview} aria-label="Guest preview">
        <h2 className={classes.previewHeading}>What a guest sees</h2>
        <GuestFormFields
          fields={preview}
          values={context.previewValues}
          fieldErrors={{}}
          disabled={false}
          showLeftOut
          ownerChildren={children}
          onChange={(name, value) => send({ type: "preview.change", name, value })}
        />
        <Button type="button" disabled>
          Register
        </Button>
      </section>
      <ConfirmDialog
        open={view.state === "confirmingHide"}
        title="Hide registrations' answers?"
        message={hideQuestion(context.hiding)}
        confirmLabel={`Hide ${hiding} ${hiding === 1 ? "answer" : "answers"} and save`}
        busy={false}
        onConfirm={() => send({ type: "hide.confirm" })}
        onCancel={() => send({ type: "hide.cancel" })}
      />
    </div>
  );
}
