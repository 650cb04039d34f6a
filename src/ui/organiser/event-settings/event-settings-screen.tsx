import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { eventSettings } from "styled-system/recipes";
import { settingsUnsaved, type EventSettingsFormField } from "../../../machines/organiser/event-settings/event-settings-form.ts";
import { useUnsavedWork } from "../../components/leave-guard.tsx";
import type { EventSettingsScreenMachine } from "../../../machines/organiser/event-settings/event-settings-screen.machine.ts";
import { uploadActorOf } from "../../../machines/forms/upload-fields.ts";
import { isHexColour } from "../../../rules/event-settings-rules.ts";
import { RISKY_SAVE_TITLE } from "../../../machines/organiser/event-settings/event-settings-risks.ts";
import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";
import { UploadField } from "../../components/upload-field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";

const classes = eventSettings();
const GOOGLE_OPTIONS = [
  { value: "off", label: "Off: exhibitors sign in by mobile number" },
  { value: "on", label: "On: show Continue with Google" },
];

/** A colour field with a swatch of what it will look like, when the value is a colour. */
function Swatch({ value }: { readonly value: string }) {
  return isHexColour(value) ? <span className={classes.swatch} style={{ backgroundColor: value }} aria-hidden /> : null;
}

/** The Event settings screen's view over its machine. */
export default function EventSettingsScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as ActorRefFrom<EventSettingsScreenMachine>;
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.hasTag("loading"),
      loadFailed: snapshot.matches("loadFailed"),
      // The logo's upload holds the whole form, as a save does.
      busy: snapshot.hasTag("busy") || snapshot.context.uploading.length > 0,
      saving: snapshot.hasTag("submitting"),
      removingLogo: snapshot.hasTag("removing"),
      settings: snapshot.context.loaded,
      form: snapshot.context.values,
      fieldErrors: snapshot.context.errors,
      /** A failed load's message, or why the last save or Remove failed when no field is to blame. */
      error: snapshot.context.error,
      confirming: snapshot.hasTag("confirm"),
      risks: snapshot.context.consequences,
    }),
    shallowEqual,
  );
  useUnsavedWork("event-settings", useSelector(actor, (snapshot) => settingsUnsaved(snapshot.context.values, snapshot.context.loaded)));
  const logoField = useSelector(actor, (snapshot) => uploadActorOf(snapshot, "logo"));
  const bind = bindFields<EventSettingsFormField>({
    values: view.form,
    errors: view.fieldErrors,
    disabled: view.busy,
    onChange: (field, value) => actor.send({ type: "form.change", field, value }),
  });
  const header = <PageHeader title="Event settings" description="What your event is called, when and where it runs, how the exhibitor portal looks and how exhibitors sign in." />;
  if (view.loading) return (<>{header}<PageLoading label="Loading event settings..." /></>);
  if (view.loadFailed || view.settings === null) {
    return (<>{header}<LoadError message={view.error ?? ""} onRetry={() => actor.send({ type: "form.retry" })} /></>);
  }
  const { settings } = view;
  const google = settings.googleSignIn;
  return (
    <>
      {header}
      <form className={classes.form} onSubmit={onFormSubmit(() => actor.send({ type: "form.submit" }))} noValidate aria-label="Event settings">
        <section className={classes.section} aria-labelledby="settings-event">
          <h2 id="settings-event" className={classes.heading}>The event</h2>
          <div className={classes.grid}>
            <TextField label="Title" requiredMark autoComplete="off" {...bind("title")} />
            <TextField label="Time zone" requiredMark helperText="An IANA name such as Asia/Kolkata: dates and times below are in it." autoComplete="off" {...bind("timezone")} />
            <TextField label="Starts" type="datetime-local" {...bind("startDate")} />
            <TextField label="Ends" type="datetime-local" {...bind("endDate")} />
            <div className={classes.wide}>
              <TextareaField label="Description" rows={3} {...bind("description")} />
            </div>
          </div>
        </section>

        <section className={classes.section} aria-labelledby="settings-domain">
          <h2 id="settings-domain" className={classes.heading}>Domain</h2>
          <TextField
            label="Served on"
            requiredMark
            autoComplete="off"
            helperText="The host name exhibitors open the portal on, such as expo.example.com. Point its DNS at this server before you change it."
            {...bind("domain")}
          />
          <ul className={classes.domains} aria-label="Extra domains">
            {view.form.domains.map((domain) => (
              <li key={domain} className={classes.domain}>
                <span>{domain}</span>
                <Button type="button" variant="ghost" size="sm" disabled={view.busy} onClick={() => actor.send({ type: "form.edit", edit: "domain.remove", value: domain })} aria-label={`Remove ${domain}`}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          {view.fieldErrors.domains ? <p role="alert" className={classes.error}>{view.fieldErrors.domains}</p> : null}
          <TextField label="Extra domain" autoComplete="off" helperText="Another host name the portal serves this event on, saved with the form." {...bind("newDomain")} />
          <Button type="button" variant="outline" size="sm" disabled={view.busy} onClick={() => actor.send({ type: "form.edit", edit: "domain.add" })}>
            Add domain
          </Button>
        </section>

        <section className={classes.section} aria-labelledby="settings-look">
          <h2 id="settings-look" className={classes.heading}>Logo and colours</h2>
          <div className={classes.logo}>
            {logoField ? <UploadField upload={logoField} label="Event logo" disabled={view.busy} /> : null}
            {view.removingLogo ? <span className={classes.note}>Removing the logo...</span> : null}
          </div>
          <div className={classes.grid}>
            <TextField label={<>Primary colour <Swatch value={view.form.primaryColor} /></>} placeholder="#1a73e8" autoComplete="off" {...bind("primaryColor")} />
            <TextField label={<>Accent colour <Swatch value={view.form.accentColor} /></>} placeholder="#f9ab00" autoComplete="off" {...bind("accentColor")} />
          </div>
        </section>

        <section className={classes.section} aria-labelledby="settings-support">
          <h2 id="settings-support" className={classes.heading}>Support</h2>
          <div className={classes.grid}>
            <TextField label="Support e-mail" type="email" helperText="Exhibitors' support requests are mailed here." {...bind("supportEmail")} />
            <TextField label="Support phone" type="tel" {...bind("supportPhone")} />
            <div className={classes.wide}>
              <TextField label="Support address" autoComplete="off" {...bind("supportAddress")} />
            </div>
          </div>
        </section>

        <section className={classes.section} aria-labelledby="settings-google">
          <h2 id="settings-google" className={classes.heading}>Google sign-in</h2>
          <SelectField label="Continue with Google" options={GOOGLE_OPTIONS} {...bind("googleEnabled")} />
          {view.form.googleEnabled === "on" ? (
            <div className={classes.grid}>
              <TextField label="Issuer" placeholder="https://accounts.google.com" autoComplete="off" {...bind("googleIssuer")} />
              <TextField label="Client id" autoComplete="off" {...bind("googleClientId")} />
              <TextField
                label="Client secret"
                type="password"
                autoComplete="new-password"
                helperText={google.clientSecretSet ? "A secret is set. Leave this empty to keep it." : "Not set yet."}
                {...bind("googleClientSecret")}
              />
              <p className={classes.note}>Register this redirect URI with the provider: {google.redirectUri}</p>
            </div>
          ) : null}
        </section>

        <section className={classes.section} aria-labelledby="settings-badges">
          <h2 id="settings-badges" className={classes.heading}>External badges</h2>
          <TextField
            label="Badge id pattern"
            placeholder="^EXPO-[0-9]{6}$"
            autoComplete="off"
            helperText="A regular expression the ids on your registration system's badges match, so scanners recognise them offline. Leave empty for none."
            {...bind("badgeIdPattern")}
          />
        </section>

        <div className={classes.footer}>
          {view.error ? (
            <p role="alert" className={classes.error}>
              {view.error}
            </p>
          ) : null}
          <Button type="button" variant="ghost" disabled={view.busy} onClick={() => actor.send({ type: "form.reset" })}>
            Discard changes
          </Button>
          <Button type="submit" disabled={view.busy} aria-busy={view.saving}>
            {view.saving ? "Saving..." : "Save settings"}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={view.confirming}
        title={RISKY_SAVE_TITLE}
        message={view.risks.join(" ")}
        confirmLabel="Save changes"
        busy={false}
        onConfirm={() => actor.send({ type: "save.confirm" })}
        onCancel={() => actor.send({ type: "save.cancel" })}
      />
    </>
  );
}
