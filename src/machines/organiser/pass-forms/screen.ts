import { consoleScreenDescriptor } from "../console-screen-descriptor.ts";

/** The pass categories' referral forms: a form builder with the guest's page as its live preview. */
export const passFormsScreen = consoleScreenDescriptor({
  name: "pass-forms",
  path: "/pass-forms",
  title: "Pass forms",
  operation: "listOrganiserPassForms",
  machine: () => import("./pass-forms-screen.machine.ts").then((module) => module.passFormsScreenMachine),
  actors: () => import("./pass-forms-screen.actors.ts").then((module) => module.passFormsScreenImplementations),
});
