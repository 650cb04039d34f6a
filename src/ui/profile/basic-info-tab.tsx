import { css } from "styled-system/css";
import { TextField } from "../components/field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

const pair = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const stack = css({ display: "flex", flexDirection: "column", gap: "4" });

/** SPEC §2 Company Profile, Basic Info: name (required), industry, description, website, booth location. */
export function BasicInfoTab({ values, errors, disabled, onChange }: ProfileTabProps) {
  return (
    <div className={stack}>
      <div className={pair}>
        <TextField
          label="Company Name"
          name="name"
          requiredMark
          autoComplete="organization"
          value={values.name}
          onChange={(event) => onChange("name", event.target.value)}
          error={errors.name}
          disabled={disabled}
        />
        <TextField
          label="Industry"
          name="industry"
          placeholder="e.g. Manufacturing"
          value={values.industry}
          onChange={(event) => onChange("industry", event.target.value)}
          error={errors.industry}
          disabled={disabled}
        />
      </div>
      <TextareaField
        label="Description"
        name="description"
        rows={4}
        placeholder="What your company does and what visitors will find at your booth"
        value={values.description}
        onChange={(event) => onChange("description", event.target.value)}
        error={errors.description}
        disabled={disabled}
      />
      <div className={pair}>
        <TextField
          label="Website"
          name="website"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          value={values.website}
          onChange={(event) => onChange("website", event.target.value)}
          error={errors.website}
          disabled={disabled}
        />
        <TextField
          label="Booth Location"
          name="boothLocation"
          placeholder="e.g. Hall 3, B-12"
          value={values.boothLocation}
          onChange={(event) => onChange("boothLocation", event.target.value)}
          error={errors.boothLocation}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
