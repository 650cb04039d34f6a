import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { consoleShell } from "styled-system/recipes";
import type { OrganisersScreenMachine } from "../../../machines/organiser/organisers/organisers-screen.machine.ts";
import type { InviteField } from "../../../machines/organiser/organisers/organisers-screen.types.ts";
import { ORGANISER_ROLE_LABELS, ORGANISER_ROLES } from "../../../rules/roles.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";

const classes = consoleShell();
const ROLE_OPTIONS = ORGANISER_ROLES.map((role) => ({ value: role, label: ORGANISER_ROLE_LABELS[role] }));

/** The Organisers screen's view over its machine. */
export default function OrganisersScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as ActorRefFrom<OrganisersScreenMachine>;
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.matches("loading"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      organisers: snapshot.context.organisers,
      mayManage: snapshot.context.role === "organiser",
      inviting: snapshot.matches({ ready: "inviting" }),
      sending: snapshot.matches({ ready: { inviting: "sending" } }),
      form: snapshot.context.form,
      fieldErrors: snapshot.context.fieldErrors,
      formError: snapshot.context.formError,
      removing: snapshot.context.removing,
      removeBusy: snapshot.matches({ ready: "removing" }),
    }),
    shallowEqual,
  );
  const bind = bindFields<InviteField>({
    values: view.form,
    errors: view.fieldErrors,
    disabled: view.sending,
    onChange: (field, value) => actor.send({ type: "invite.change", field, value }),
  });
  return (
    <>
      <PageHeader
        title="Organisers"
        description="The people who run this event with you. Organiser staff work registrations, support and attendees."
        actions={view.mayManage ? <Button onClick={() => actor.send({ type: "invite.open" })}>Invite organiser</Button> : null}
      />
      {view.loading ? (
        <PageLoading label="Loading organisers..." />
      ) : view.error ? (
        <LoadError message={view.error} onRetry={() => actor.send({ type: "list.retry" })} />
      ) : (
        <div className={classes.tableWrap}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>Name</th>
                <th>Role</th>
                <th>Mobile</th>
                <th>Email</th>
                <th>Status</th>
                {view.mayManage ? <th aria-label="Actions" /> : null}
              </tr>
            </thead>
            <tbody>
              {view.organisers.map((organiser) => (
                <tr key={organiser._id}>
                  <td>{organiser.name}</td>
                  <td>
                    {ORGANISER_ROLE_LABELS[organiser.role]}
                    {organiser.allEvents ? <div className={classes.muted}>Every event</div> : null}
                  </td>
                  <td>
                    +{organiser.phoneCode} {organiser.mobile}
                  </td>
                  <td>{organiser.email ?? "—"}</td>
                  <td>
                    <Badge tone={organiser.status === "active" ? "green" : "yellow"}>{organiser.status === "active" ? "Active" : "Pending"}</Badge>
                  </td>
                  {view.mayManage ? (
                    <td>
                      {organiser.allEvents ? null : (
                        <Button variant="ghost" size="sm" aria-label={`Remove ${organiser.name}`} onClick={() => actor.send({ type: "remove.ask", organiser })}>
                          Remove
                        </Button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={view.inviting}
        onClose={() => actor.send({ type: "invite.cancel" })}
        title="Invite organiser"
        description="They get an SMS (and an e-mail, when you give one) with the console's sign-in link."
        footer={
          <>
            <CancelButton onClick={() => actor.send({ type: "invite.cancel" })} disabled={view.sending} />
            <Button type="submit" form="invite-organiser" disabled={view.sending} aria-busy={view.sending}>
              {view.sending ? "Sending invitation..." : "Send invitation"}
            </Button>
          </>
        }
      >
        <form id="invite-organiser" className={classes.form} onSubmit={onFormSubmit(() => actor.send({ type: "invite.submit" }))} noValidate>
          <TextField label="Name" requiredMark autoComplete="off" {...bind("name")} />
          <TextField label="Country Code" type="tel" requiredMark {...bind("phoneCode")} />
          <TextField label="Mobile Number" type="tel" inputMode="numeric" requiredMark {...bind("mobile")} />
          <TextField label="Email" type="email" {...bind("email")} />
          <SelectField label="Role" options={ROLE_OPTIONS} {...bind("role")} />
          {view.formError ? (
            <p role="alert" className={classes.muted}>
              {view.formError}
            </p>
          ) : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={view.removing !== null}
        title="Remove organiser"
        message={view.removing ? `Remove ${view.removing.name}? They are signed out at once and can no longer open the console.` : ""}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={view.removeBusy}
        onConfirm={() => actor.send({ type: "remove.confirm" })}
        onCancel={() => actor.send({ type: "remove.cancel" })}
      />
    </>
  );
}
