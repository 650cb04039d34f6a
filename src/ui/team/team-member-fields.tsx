import { css } from "styled-system/css";
import { countryCodeLabel, digitsOnly, TEAM_COUNTRY_CODES } from "../../machines/team/team-member-form.ts";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { useEntityFields, type EntityDialogActorRef } from "../components/entity-form-dialog.tsx";
import { FieldMessage } from "../components/field-message.tsx";

const pair = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const phoneRow = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "minmax(0, 2fr) minmax(0, 3fr)" } });
const groupHeading = css({ fontSize: "sm", fontWeight: "semibold", color: "fg.muted", mt: "2" });

const COUNTRY_OPTIONS = TEAM_COUNTRY_CODES.map((entry) => ({ value: entry.code, label: countryCodeLabel(entry) }));

/** The SPEC §3 team member form-state fields; the phone input keeps digits only as it is typed. */
export function TeamMemberFields({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field: text, change, fieldErrors, upload } = useEntityFields(dialog);

  return (
    <>
      <TextField label="Full Name" requiredMark autoComplete="off" {...text("fullName")} />
      <TextField label="Email" type="email" autoComplete="off" {...text("emailId")} />
      <div className={phoneRow}>
        <SelectField label="Country Code" options={COUNTRY_OPTIONS} {...text("phoneCode")} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          helperText="Digits only, without the country code"
          {...text("authenticationId")}
          onChange={(event) => change("authenticationId", digitsOnly(event.target.value))}
        />
      </div>
      <div className={pair}>
        <TextField label="Designation" {...text("designation")} />
        <TextField label="Company Name" {...text("companyName")} />
      </div>
      <TextField label="Location" {...text("location")} />
      <TextareaField label="Bio" rows={3} {...text("bio")} />
      <TextareaField label="About Company" rows={3} {...text("aboutCompany")} />
      <h3 className={groupHeading}>Social links</h3>
      <div className={pair}>
        <TextField label="LinkedIn" inputMode="url" {...text("linkedIn")} />
        <TextField label="X" inputMode="url" {...text("x")} />
        <TextField label="Facebook" inputMode="url" {...text("facebook")} />
        <TextField label="Instagram" inputMode="url" {...text("instagram")} />
      </div>
      {upload("profileImage", "Profile Image")}
      <FieldMessage message={fieldErrors["profileImage"]} />
    </>
  );
}
