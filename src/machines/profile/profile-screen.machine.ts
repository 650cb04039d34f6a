import { assign, enqueueActions, sendParent, sendTo, setup } from "xstate";
import { mayCall } from "../app/permissions.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { companyProfileMachine, type ProfileTab } from "./company-profile.machine.ts";
import { leadQuestionsMachine } from "./lead-questions.machine.ts";

export interface ProfileScreenTypes {
  input: ScreenInput;
  context: {
    readonly tab: ProfileScreenTab;
    readonly mayEditQuestions: boolean;
  };
  events: ProfileScreenEvent;
  children: { form: "profileForm"; leadQuestions: "leadQuestions" };
}

/** The profile form's tabs, or the lead questions' own. */
export type ProfileScreenTab = "form" | "leadQuestions";

export type ProfileScreenEvent =
  /** A tab trigger: one of the form's sections, or the lead questions. */
  | { readonly type: "tab.change"; readonly tab: ProfileTab | "leadQuestions" }
  /** Save (or Enter in a field): the shown tab's own save. */
  | { readonly type: "save" }
  | { readonly type: "company.changed" };

/**
 * The company profile form as the screen's child: after a save it tells the screen, which tells the
 * app machine, so the header's name, logo and booth are read again.
 */
export const screenProfileForm = companyProfileMachine.provide({
  actions: { saved: sendParent({ type: "company.changed" }) },
});

/**
 * SPEC §2 Company Profile and issue 13's "Lead questions" tab. The screen runs the profile form
 * (`form`, whose own `section` is Basic Info, Media & Assets or Social Media) and the lead questions
 * editor (`leadQuestions`) side by side, so switching tabs loses nothing typed in either, and holds
 * which of the two shows. Save goes to the one shown. The view reads the children and `context.tab`.
 */
export const profileScreenMachine = setup({
  types: {} as ProfileScreenTypes,
  actors: {
    /** GET/PUT /company-profile and the uploads, provided at the app root. */
    profileForm: screenProfileForm,
    /** GET/PUT /company/lead-questions, provided at the app root. */
    leadQuestions: leadQuestionsMachine,
  },
  actions: {
    /**
     * Tells the app machine, which reads the header's company again. A plain action rather than
     * `sendParent`, so the screen also runs on its own (its model's graph has no parent).
     */
    announceCompanyChanged: ({ self }) => self._parent?.send({ type: "company.changed" }),
    showLeadQuestions: assign({ tab: "leadQuestions" }),
    /** The company form's tabs (Company Details, Contact Information, Social Media) are its sections. */
    showFormSection: enqueueActions(({ enqueue }, params: { section: ProfileTab }) => {
      enqueue.assign({ tab: "form" });
      enqueue.sendTo("form", { type: "section.change", section: params.section });
    }),
    saveLeadQuestions: sendTo("leadQuestions", { type: "questions.save" }),
    saveCompanyForm: sendTo("form", { type: "form.submit" }),
  },
  guards: {
    onLeadQuestions: ({ context }) => context.tab === "leadQuestions",
    toLeadQuestions: ({ event }) => event.type === "tab.change" && event.tab === "leadQuestions",
  },
}).createMachine({
  id: "profileScreen",
  context: ({ input }) => ({
    tab: "form",
    mayEditQuestions: mayCall(input.role, "updateLeadQuestions"),
  }),
  invoke: [
    { id: "form", src: "profileForm" },
    {
      id: "leadQuestions",
      src: "leadQuestions",
      input: ({ context }) => ({ mayEdit: context.mayEditQuestions }),
    },
  ],
  initial: "open",
  states: {
    open: {
      on: {
        "tab.change": [
          { guard: "toLeadQuestions", actions: "showLeadQuestions" },
          { actions: { type: "showFormSection", params: ({ event }) => ({ section: event.tab as ProfileTab }) } },
        ],
        save: [{ guard: "onLeadQuestions", actions: "saveLeadQuestions" }, { actions: "saveCompanyForm" }],
        "company.changed": { actions: "announceCompanyChanged" },
      },
    },
  },
});
