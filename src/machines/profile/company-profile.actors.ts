import { fromPromise } from "xstate";
import { mutation, query } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import type { CompanyProfile, CompanyProfileSaved, CompanyProfileUpdate } from "./company-profile.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";

/**
 * `GET /company-profile` (getCompanyProfile; SPEC §7: no retry, the screen offers its own) and
 * `PUT /company-profile` (updateCompanyProfile; a mutation, retried only when no answer arrived).
 */
export const companyProfileActors = (runApi: ApiRunner) => ({
  fetchProfile: fromPromise<CompanyProfile, void>(async () =>
    (await runApi(query((client, abort) => client.GET("/company-profile", { signal: abort }), { retries: 0 }))).data,
  ),
  saveProfile: fromPromise<CompanyProfileSaved, CompanyProfileUpdate>(({ input }) =>
    runApi(mutation((client, abort) => client.PUT("/company-profile", { body: input, signal: abort }))),
  ),
});

export interface CompanyProfileDependencies {
  readonly runApi: ApiRunner;
  /** `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
  /** After a save: reload the header's company (`useRefreshCompanySummary()`). */
  readonly onSaved: () => void;
}

export const companyProfileImplementations = ({ runApi, notify, onSaved }: CompanyProfileDependencies) => ({
  actors: companyProfileActors(runApi),
  actions: {
    notify: (_: unknown, params: ToastParams) => notify(params),
    profileSaved: () => onSaved(),
  },
});
