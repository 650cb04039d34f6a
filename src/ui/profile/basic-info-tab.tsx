import { companyProfile } from "styled-system/recipes";
import { bindFields } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

const classes = companyProfile();

/** SPEC §2 Company Profile, Basic Info: name (required), industry, description, website, booth location. */
export function BasicInfoTab(props: ProfileTabProps) {
  const bind = bindFields(props);
  return (
    <div className={classes.fields}>
      <div className={classes.pair}>
        <TextField label="Company Name" requiredMark autoComplete="organization" {...bind("name")} />
        <TextField label="Industry" placeholder="e.g. Manufacturing" {...bind("industry")} />
      </div>
      <TextareaField
        label="Description"
        rows={4}
        placeholder="What your company does and what visitors will find at your booth"
        {...bind("description")}
      />
      <div className={classes.pair}>
        <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.example.com" {...bind("website")} />
        <TextField label="Booth Location" placeholder="e.g. Hall 3, B-12" {...bind("boothLocation")} />
      </div>
    </div>
  );
}
