import type { ActorRefFrom } from "xstate";
import type { screenProfileForm } from "../../machines/profile/profile-screen.machine.ts";
import type { ProfileErrors, ProfileField, ProfileValues } from "../../machines/profile/company-profile.machine.ts";

/** What each tab of the profile form gets from the page: the machine's values and messages. */
export interface ProfileTabProps {
  readonly values: ProfileValues;
  readonly errors: ProfileErrors;
  /** True while the form is being saved or refreshed. */
  readonly disabled: boolean;
  readonly onChange: (field: ProfileField, value: string) => void;
}

/** The profile form the screen runs as its child `form`. */
export type ProfileFormRef = ActorRefFrom<typeof screenProfileForm>;
