import { sendParent } from "xstate";
import { companyProfileMachine } from "./company-profile.machine.ts";

/**
 * The Company Profile screen: the profile form, which after a save tells the app machine that the
 * company changed, so the header's name, logo and booth are read again.
 */
export const profileScreenMachine = companyProfileMachine.provide({
  actions: { saved: sendParent({ type: "company.changed" }) },
});
