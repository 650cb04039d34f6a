import { useSelector } from "@xstate/react";
import type { FormEvent, ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import type { profileScreenMachine } from "../../machines/profile/profile-screen.ts";
import { uploadRunning } from "../../machines/forms/upload-fields.ts";
import {
  saveLabel,
  tabsWithErrors,
  type ProfileField,
  type ProfileTab,
} from "../../machines/profile/company-profile.machine.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { cardFrame } from "../components/portal-styles.ts";
import { Tabs } from "../components/tabs.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { BasicInfoTab } from "./basic-info-tab.tsx";
import { MediaTab } from "./media-tab.tsx";
import { SocialTab } from "./social-tab.tsx";

const TAB_LABELS: Readonly<Record<ProfileTab, string>> = {
  basic: "Basic Info",
  media: "Media & Assets",
  social: "Social Media",
};
const isTab = (value: string): value is ProfileTab => value in TAB_LABELS;

const formClass = css(cardFrame, { gap: "5" });
const footer = css({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: "3" });
const saveError = css({ fontSize: "sm", color: "danger.text", flex: "1", minW: "0" });
const errorMark = css({ color: "danger.text", marginInlineStart: "1" });

const tabLabel = (tab: ProfileTab, hasErrors: boolean): ReactNode => (
  <>
    {TAB_LABELS[tab]}
    {hasErrors ? (
      <span className={errorMark}>
        <span aria-hidden="true">•</span>
        <span className={css({ srOnly: true })}> (has errors)</span>
      </span>
    ) : null}
  </>
);

/** Route target for /exhibitor/profile (lazy-loaded default export): SPEC §2 Company Profile. */
export default screenPage("profile", "Loading company profile...", ProfileScreen);

function ProfileScreen({ screen: actor }: { readonly screen: ActorRefFrom<typeof profileScreenMachine> }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("loading"));
  const loadError = useSelector(actor, (snapshot) => (snapshot.matches("loadFailed") ? snapshot.context.error : null));
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const tab = useSelector(actor, (snapshot) => snapshot.context.section);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const label = useSelector(actor, saveLabel);
  const uploading = useSelector(actor, (snapshot) => uploadRunning(snapshot.context.uploading));

  const header = <PageHeader title="Company Profile" description="Your company as visitors and organisers see it." />;
  if (loading) {
    return (
      <>
        {header}
        <PageLoading label="Loading company profile..." />
      </>
    );
  }
  if (loadError !== null) {
    return (
      <>
        {header}
        <LoadError message={loadError} onRetry={() => actor.send({ type: "form.retry" })} />
      </>
    );
  }

  const change = (field: ProfileField, value: string) => actor.send({ type: "form.change", field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "form.submit" });
  };
  const tabProps = { values, errors, disabled: busy, onChange: change };
  const flagged = tabsWithErrors(errors);
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <>
      {header}
      <form noValidate onSubmit={submit} aria-label="Company Profile" className={formClass}>
        <Tabs
          label="Company profile sections"
          value={tab}
          onValueChange={(next) => (isTab(next) ? actor.send({ type: "section.change", section: next }) : undefined)}
          // Kept mounted: an upload running on Media & Assets must not stop when another tab is shown.
          keepMounted
          items={[
            { value: "basic", label: tabLabel("basic", flagged.has("basic")), content: <BasicInfoTab {...tabProps} /> },
            { value: "media", label: tabLabel("media", flagged.has("media")), content: <MediaTab {...tabProps} form={actor} /> },
            { value: "social", label: tabLabel("social", flagged.has("social")), content: <SocialTab {...tabProps} /> },
          ]}
        />
        <div className={footer}>
          {/* A failure without per-field messages keeps its words here after the toast has gone. */}
          {error !== null && !hasFieldErrors ? (
            <p role="alert" className={saveError}>
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={busy || uploading} aria-busy={busy}>
            {label}
          </Button>
        </div>
      </form>
    </>
  );
}
