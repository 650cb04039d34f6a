import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { companyProfile } from "styled-system/recipes";
import type { profileScreenMachine } from "../../machines/profile/profile-screen.machine.ts";
import { saveLabel as questionsSaveLabel } from "../../machines/profile/lead-questions.machine.ts";
import { uploadRunning } from "../../machines/forms/upload-fields.ts";
import { saveLabel, tabsWithErrors, type ProfileField, type ProfileTab } from "../../machines/profile/company-profile.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { LoadError } from "../components/load-error.tsx";
import { Tabs } from "../components/tabs.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { SaveFooter } from "../components/save-footer.tsx";
import { BasicInfoTab } from "./basic-info-tab.tsx";
import { MediaTab } from "./media-tab.tsx";
import { SocialTab } from "./social-tab.tsx";
import { LeadQuestionsTab, type LeadQuestionsRef } from "./lead-questions-tab.tsx";
import type { ProfileFormRef } from "./profile-tab-props.ts";
import { onFormSubmit } from "../components/form-submit.ts";

const TAB_LABELS: Readonly<Record<ProfileTab, string>> = {
  basic: "Basic Info",
  media: "Media & Assets",
  social: "Social Media",
};
const LEAD_QUESTIONS_TAB = "leadQuestions";
const isTab = (value: string): value is ProfileTab | typeof LEAD_QUESTIONS_TAB => value in TAB_LABELS || value === LEAD_QUESTIONS_TAB;

const classes = companyProfile();
const footerClasses = { footer: classes.footer, error: classes.saveError };

const tabLabel = (tab: ProfileTab, hasErrors: boolean): ReactNode => (
  <>
    {TAB_LABELS[tab]}
    {hasErrors ? (
      <span className={classes.errorMark}>
        <span aria-hidden="true">•</span>
        <span className={classes.errorNote}> (has errors)</span>
      </span>
    ) : null}
  </>
);

/** Route target for /exhibitor/profile (lazy-loaded default export): SPEC §2 Company Profile. */
export default screenPage("profile", "Loading company profile...", ProfileScreen);

function ProfileScreen({ screen }: { readonly screen: ActorRefFrom<typeof profileScreenMachine> }) {
  const form = useSelector(screen, (snapshot) => snapshot.children.form);
  const questions = useSelector(screen, (snapshot) => snapshot.children.leadQuestions);
  const onQuestions = useSelector(screen, (snapshot) => snapshot.context.tab === "leadQuestions");
  if (form === undefined || questions === undefined) return null;
  return <ProfileForm screen={screen} actor={form} questions={questions} onQuestions={onQuestions} />;
}

interface ProfileFormProps {
  readonly screen: ActorRefFrom<typeof profileScreenMachine>;
  readonly actor: ProfileFormRef;
  readonly questions: LeadQuestionsRef;
  /** The Lead questions tab shows: Save (and Enter in a field) saves the questions. */
  readonly onQuestions: boolean;
}

function ProfileForm({ screen, actor, questions, onQuestions }: ProfileFormProps) {
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
  const submit = onFormSubmit(() => screen.send({ type: "save" }));
  const tabProps = { values, errors, disabled: busy, onChange: change };
  const flagged = tabsWithErrors(errors);
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <>
      {header}
      <form noValidate onSubmit={submit} aria-label="Company Profile" className={classes.form}>
        <Tabs
          label="Company profile sections"
          value={onQuestions ? LEAD_QUESTIONS_TAB : tab}
          onValueChange={(next) => (isTab(next) ? screen.send({ type: "tab.change", tab: next }) : undefined)}
          // Kept mounted: an upload running on Media & Assets must not stop when another tab is shown.
          keepMounted
          items={[
            { value: "basic", label: tabLabel("basic", flagged.has("basic")), content: <BasicInfoTab {...tabProps} /> },
            { value: "media", label: tabLabel("media", flagged.has("media")), content: <MediaTab {...tabProps} form={actor} /> },
            { value: "social", label: tabLabel("social", flagged.has("social")), content: <SocialTab {...tabProps} /> },
            { value: LEAD_QUESTIONS_TAB, label: "Lead questions", content: <LeadQuestionsTab editor={questions} /> },
          ]}
        />
        {onQuestions ? (
          <QuestionsFooter editor={questions} />
        ) : (
          // A failure without per-field messages keeps its words here after the toast has gone.
          <SaveFooter classes={footerClasses} error={hasFieldErrors ? null : error} busy={busy} disabled={uploading} label={label} />
        )}
      </form>
    </>
  );
}

/** The Lead questions tab's Save, with a failed save's words kept after the toast has gone. */
function QuestionsFooter({ editor }: { readonly editor: LeadQuestionsRef }) {
  const ready = useSelector(editor, (snapshot) => snapshot.matches("ready") || snapshot.matches("saving"));
  const mayEdit = useSelector(editor, (snapshot) => snapshot.context.mayEdit);
  const busy = useSelector(editor, (snapshot) => snapshot.hasTag("busy"));
  const error = useSelector(editor, (snapshot) => (snapshot.matches("ready") ? snapshot.context.error : null));
  const label = useSelector(editor, questionsSaveLabel);
  if (!ready || !mayEdit) return null;
  return <SaveFooter classes={footerClasses} error={error} busy={busy} label={label} />;
}
