import { useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { consoleShell } from "styled-system/recipes";
import type { OrganiserAccount } from "../../../machines/organiser/organisers/invite-rules.ts";
import { organisersOf, type OrganisersScreenMachine } from "../../../machines/organiser/organisers/organisers-screen.machine.ts";
import { ORGANISER_ROLE_LABELS, ORGANISER_ROLES } from "../../../rules/roles.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { EntityDeleteDialog } from "../../components/entity-delete-dialog.tsx";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { RemoteContent } from "../../components/remote-content.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { useRead } from "../../components/use-remote-data.ts";
import { PageHeader } from "../../screen/page-header.tsx";

const classes = consoleShell();
const ROLE_OPTIONS = ORGANISER_ROLES.map((role) => ({ value: role, label: ORGANISER_ROLE_LABELS[role] }));

type OrganisersScreenRef = ActorRefFrom<OrganisersScreenMachine>;

/** The Organisers screen's view over its machine. */
export default function OrganisersScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const screen = given as OrganisersScreenRef;
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { organisers, dialog } = useSelector(screen, (snapshot) => snapshot.children) as Required<ReturnType<OrganisersScreenRef["getSnapshot"]>["children"]>;
  const read = useRead(organisers, organisersOf);
  const mayManage = useSelector(screen, (snapshot) => snapshot.context.mayManage);
  return (
    <>
      <PageHeader
        title="Organisers"
        description="The people who run this event with you. Organiser staff work registrations, support and attendees."
        actions={mayManage ? <Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Invite organiser</Button> : null}
      />
      <RemoteContent remote={read} loadingLabel="Loading organisers...">
        {(rows) => <OrganiserTable rows={rows} dialog={mayManage ? dialog : null} />}
      </RemoteContent>
      {mayManage ? <InviteDialog dialog={dialog} /> : null}
      {mayManage ? (
        <EntityDeleteDialog
          dialog={dialog}
          entity="organiser"
          title="Remove organiser"
          question={(organiser) => `Remove ${String(organiser["name"])}? They are signed out at once and can no longer open the console.`}
          confirmLabel="Remove"
          busyLabel="Removing..."
        />
      ) : null}
    </>
  );
}

/** `dialog` is null where the role may not remove anyone: no Remove column. */
function OrganiserTable({ rows, dialog }: { readonly rows: ReadonlyArray<OrganiserAccount>; readonly dialog: EntityDialogActorRef | null }) {
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Name</th>
            <th>Role</th>
            <th>Mobile</th>
            <th>Email</th>
            <th>Status</th>
            {dialog ? <th aria-label="Actions" /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((organiser) => (
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
              {dialog ? (
                <td>
                  {organiser.allEvents ? null : (
                    <Button variant="ghost" size="sm" aria-label={`Remove ${organiser.name}`} onClick={() => dialog.send({ type: "delete.request", record: organiser })}>
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
  );
}

function InviteDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field } = useEntityFields(dialog);
  return (
    <EntityFormDialog
      dialog={dialog}
      title="Invite organiser"
      description="They get an SMS (and an e-mail, when you give one) with the console's sign-in link."
      submit="Send invitation"
      pending="Sending invitation..."
    >
      <TextField label="Name" requiredMark autoComplete="off" {...field("name")} />
      <TextField label="Country Code" type="tel" requiredMark {...field("phoneCode")} />
      <TextField label="Mobile Number" type="tel" inputMode="numeric" requiredMark {...field("mobile")} />
      <TextField label="Email" type="email" {...field("email")} />
      <SelectField label="Role" options={ROLE_OPTIONS} {...field("role")} />
    </EntityFormDialog>
  );
}
