import { teamMemberFields } from "styled-system/recipes";
import { countryCodeLabel, digitsOnly, TEAM_COUNTRY_CODES } from "../../machines/team/team-member-form.ts";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import { useEntityFields, type EntityDialogActorRef } from "../components/entity-form-dialog.tsx";
import { FieldMessage } from "../components/field-message.tsx";
import { NUMBER_LOCKED_HINT, roleBadge, roleOptionLabel, type MemberFormRules } from "../../machines/team/team-permissions.ts";
import { isRole } from "../../rules/roles.ts";

const classes = teamMemberFields();

const COUNTRY_OPTIONS = TEAM_COUNTRY_CODES.map((entry) => ({ value: entry.code, label: countryCodeLabel(entry) }));

/**
 * The SPEC §3 team member form-state fields and the role; the phone input keeps digits only as it
 * is typed. `rules` (from the screen machine) say which roles to offer and whether the role and
 * the sign-in number can be changed; without them every assignable role is offered.
 */
export function TeamMemberFields({ dialog, rules }: { readonly dialog: EntityDialogActorRef; readonly rules?: MemberFormRules }) {
  const { field: text, change, fieldErrors, upload, text: valueOf } = useEntityFields(dialog);
  const role = valueOf("role");
  const roleOptions = (rules?.roles ?? ["admin", "staff", "scanner"]).map((value) => ({ value, label: roleOptionLabel(value) }));
  const numberLocked = rules?.numberLocked ?? false;

  return (
    <>
      <TextField label="Full Name" requiredMark autoComplete="off" {...text("fullName")} />
      <TextField label="Email" type="email" autoComplete="off" {...text("emailId")} />
      {rules?.roleReadOnly ? (
        <p className={classes.roleNote}>Role: {isRole(role) ? roleBadge(role) : role}</p>
      ) : (
        <SelectField label="Role" options={roleOptions} {...text("role")} />
      )}
      <div className={classes.phoneRow}>
        <SelectField label="Country Code" options={COUNTRY_OPTIONS} {...text("phoneCode")} {...(numberLocked ? { disabled: true } : {})} />
        <TextField
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          helperText={numberLocked ? NUMBER_LOCKED_HINT : "Digits only, without the country code"}
          {...text("authenticationId")}
          {...(numberLocked ? { disabled: true } : {})}
          onChange={(event) => change("authenticationId", digitsOnly(event.target.value))}
        />
      </div>
      <div className={classes.pair}>
        <TextField label="Designation" {...text("designation")} />
        <TextField label="Company Name" {...text("companyName")} />
      </div>
      <TextField label="Location" {...text("location")} />
      <TextareaField label="Bio" rows={3} {...text("bio")} />
      <TextareaField label="About Company" rows={3} {...text("aboutCompany")} />
      <h3 className={classes.groupHeading}>Social links</h3>
      <div className={classes.pair}>
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
