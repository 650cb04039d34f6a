import { css } from "styled-system/css";
import { bindFields } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

const pair = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const stack = css({ display: "flex", flexDirection: "column", gap: "4" });

/** SPEC §2 Company Profile, Basic Info: name (required), industry, description, website, booth location. */
export function BasicInfoTab(props: ProfileTabProps) {
  const bind = bindFields(props);
  return (
    <div className={stack}>
      <div className={pair}>
        <TextField label="Company Name" requiredMark autoComplete="organization" {...bind("name")} />
        <TextField label="Industry" placeholder="e.g. Manufacturing" {...bind("industry")} />
      </div>
      <TextareaField
        label="Description"
        rows={4}
        placeholder="What your company does and what visitors will find at your booth"
        {...bind("description")}
      />
      <div className={pair}>
        <TextField label="Website" type="url" inputMode="url" autoComplete="url" placeholder="https://www.example.com" {...bind("website")} />
        <TextField label="Booth Location" placeholder="e.g. Hall 3, B-12" {...bind("boothLocation")} />
      </div>
    </div>
  );
}
