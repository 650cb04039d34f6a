import { shallowEqual, useSelector } from "@xstate/react";
import { useRef } from "react";
import type { ActorRefFrom } from "xstate";
import type { OwnPasswordMachine } from "../../machines/organiser/own-password/own-password.machine.ts";
import type { OwnPasswordField } from "../../machines/organiser/own-password/own-password.types.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { FormDialog } from "../components/form-dialog.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

/** The header's "Your password": a first password, or a change with the current one. */
export function OwnPasswordDialog({ actor }: { readonly actor: ActorRefFrom<OwnPasswordMachine> }) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      open: snapshot.matches("open"),
      saved: snapshot.matches("saved"),
      hasPassword: snapshot.context.hasPassword,
      values: snapshot.context.values,
    }),
    shallowEqual,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const bind = (field: OwnPasswordField) => ({
    value: view.values[field],
    onChange: (event: { target: { value: string } }) => actor.send({ type: "field.change", field, value: event.target.value }),
  });
  const close = () => actor.send({ type: "dialog.close" });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => actor.send({ type: "dialog.open" })}>
        Your password
      </Button>
      <FormDialog
        dialog={actor}
        mode={view.open ? (view.hasPassword ? "edit" : "add") : null}
        title={{ add: "Set a password", edit: "Change your password" }}
        description={{
          add: "Then you can also sign in with your e-mail and this password.",
          edit: "Your other signed-in devices are signed out.",
        }}
        submitLabel="Save password"
        formRef={formRef}
        onSubmit={onFormSubmit(() => actor.send({ type: "password.save" }))}
      >
        {view.hasPassword ? <TextField label="Current password" type="password" autoComplete="current-password" requiredMark {...bind("currentPassword")} /> : null}
        <TextField label="New password" type="password" autoComplete="new-password" requiredMark {...bind("newPassword")} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" requiredMark {...bind("confirmPassword")} />
      </FormDialog>
      <Dialog open={view.saved} onClose={close} title="Password saved" footer={<Button onClick={close}>Close</Button>}>
        <p>You can now sign in with your e-mail and this password.</p>
      </Dialog>
    </>
  );
}
