import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { myProfile } from "styled-system/recipes";
import { uploadActorOf, uploadRunning } from "../../machines/forms/upload-fields.ts";
import { saveLabel, type myDetailsMachine } from "../../machines/my-profile/my-details.machine.ts";
import { Card } from "../components/card.tsx";
import { useForm } from "../components/use-form.ts";
import { TextField } from "../components/field.tsx";
import { FieldMessage } from "../components/field-message.tsx";
import { LoadError } from "../components/load-error.tsx";
import { UploadField } from "../components/upload-field.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { SaveFooter } from "../components/save-footer.tsx";

const classes = myProfile();

/**
 * The person's name, e-mail and photo: a view over the details form the screen runs. Save waits
 * while the photo uploads; a refused save keeps what was typed, with each field's message under it
 * and the server's words above Save.
 */
export function MyDetailsForm({ form }: { readonly form: ActorRefFrom<typeof myDetailsMachine> }) {
  const loading = useSelector(form, (snapshot) => snapshot.hasTag("loading"));
  const loadError = useSelector(form, (snapshot) => (snapshot.matches("loadFailed") ? snapshot.context.error : null));
  // A failure the fields do not show (a lost answer) keeps its words above Save after the toast has gone.
  const error = useSelector(form, (snapshot) => (Object.keys(snapshot.context.errors).length === 0 ? snapshot.context.error : null));
  const label = useSelector(form, saveLabel);
  const uploading = useSelector(form, (snapshot) => uploadRunning(snapshot.context.uploading));
  const photo = useSelector(form, (snapshot) => uploadActorOf(snapshot, "profileImageUrl"));
  const { busy, bind, submit } = useForm(form);

  if (loading) return <PageLoading label="Loading your profile..." />;
  if (loadError !== null) return <LoadError message={loadError} onRetry={() => form.send({ type: "form.retry" })} />;
  const photoField = bind("profileImageUrl");

  return (
    <Card title="Your details" description="Your team sees your name and photo in the portal and in the Team list.">
      <form noValidate onSubmit={submit} aria-label="Your details" className={classes.form}>
        <div>
          {photo === undefined ? null : <UploadField upload={photo} label="Photo" disabled={busy} />}
          {/* A stored path the server refused on save (rare: the upload call answered it). */}
          <FieldMessage message={photoField.error} />
        </div>
        <div className={classes.names}>
          <TextField label="First Name" autoComplete="given-name" requiredMark {...bind("firstName")} />
          <TextField label="Last Name" autoComplete="family-name" requiredMark {...bind("lastName")} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" helperText="Optional. Used for the daily reminder and to sign in with a password." {...bind("email")} />
        <SaveFooter classes={classes} error={error} busy={busy} disabled={uploading} label={label} />
      </form>
    </Card>
  );
}
