import type { ScreenDependencies } from "../screen/screen-input.ts";
import { companyProfileImplementations } from "./company-profile.actors.ts";
import { leadQuestionsMachine } from "./lead-questions.machine.ts";
import { leadQuestionsImplementations } from "./lead-questions.actors.ts";
import { screenProfileForm, type profileScreenMachine } from "./profile-screen.machine.ts";

/** The Company Profile screen's real children: the profile form's calls and the lead questions' calls, with toasts. */
export const profileScreenImplementations = (deps: ScreenDependencies) =>
  ({
    actors: {
      profileForm: screenProfileForm.provide(companyProfileImplementations(deps)),
      leadQuestions: leadQuestionsMachine.provide(leadQuestionsImplementations(deps)),
    },
  }) satisfies Parameters<typeof profileScreenMachine.provide>[0];
