import { useSelector } from "@xstate/react";
import { companyProfile } from "styled-system/recipes";
import { PROFILE_UPLOADS, type ProfileField } from "../../machines/profile/company-profile.machine.ts";
import type { ProfileFormRef } from "./profile-tab-props.ts";
import { uploadActorOf } from "../../machines/forms/upload-fields.ts";
import { FieldMessage } from "../components/field-message.tsx";
import { UploadField } from "../components/upload-field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

/** SPEC §2 Media & Assets: the visible label of each upload field the profile form runs. */
const LABELS: Readonly<Partial<Record<ProfileField, string>>> = {
  logo: "Company Logo",
  banner: "Banner Image",
  brochure: "Company Brochure",
};

const grid = companyProfile().mediaGrid;

export function MediaTab({ errors, disabled, form }: ProfileTabProps & { readonly form: ProfileFormRef }) {
  const children = useSelector(form, (snapshot) => snapshot.children);
  return (
    <div className={grid}>
      {PROFILE_UPLOADS.map(({ name }) => {
        const upload = uploadActorOf({ children }, name);
        return (
          <div key={name}>
            {upload === undefined ? null : <UploadField upload={upload} label={LABELS[name] ?? name} disabled={disabled} />}
            {/* A stored path the server refused on save (rare: the upload call answered it). */}
            <FieldMessage message={errors[name]} />
          </div>
        );
      })}
    </div>
  );
}
