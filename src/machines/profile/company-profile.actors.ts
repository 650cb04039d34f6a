import { mutation, query } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { formImplementations, type FormEffects } from "../forms/form-implementations.ts";
import { uploadFieldLogic } from "../forms/upload.actors.ts";
import type { CompanyProfile, CompanyProfileSaved, CompanyProfileUpdate } from "./company-profile.machine.ts";

export interface CompanyProfileDependencies extends FormEffects {
  readonly runApi: ApiRunner;
}

/**
 * `GET /company-profile` (getCompanyProfile; SPEC §7: no retry, the screen offers its own) and
 * `PUT /company-profile` (updateCompanyProfile; a mutation, retried only when no answer arrived),
 * and the media tab's uploads (`POST /v1/event-website/upload`).
 */
export const companyProfileImplementations = ({ runApi, ...effects }: CompanyProfileDependencies) => {
  const form = formImplementations(
    {
      load: async (): Promise<CompanyProfile> =>
        (await runApi(query((client, abort) => client.GET("/company-profile", { signal: abort }), { retries: 0 }))).data,
      submit: (body: CompanyProfileUpdate): Promise<CompanyProfileSaved> =>
        runApi(mutation((client, abort) => client.PUT("/company-profile", { body, signal: abort }))),
    },
    effects,
  );
  return { ...form, actors: { ...form.actors, upload: uploadFieldLogic({ runApi, notify: effects.notify }) } };
};
