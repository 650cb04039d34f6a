import { css } from "styled-system/css";
import type { ProfileField } from "../../machines/profile/company-profile.machine.ts";
import type { UploadKind } from "../../rules/upload-rules.ts";
import { UploadField } from "../components/upload-field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

/**
 * SPEC §2 Media & Assets and §5 Profile images: logo and banner (PNG or JPG up to 5MB), brochure
 * (PDF up to 10MB). `field` names the toasts (SPEC §8 "<field> uploaded successfully").
 */
const UPLOADS: ReadonlyArray<{ readonly name: ProfileField; readonly label: string; readonly field: string; readonly kind: UploadKind }> = [
  { name: "logo", label: "Company Logo", field: "Logo", kind: "image" },
  { name: "banner", label: "Banner Image", field: "Banner", kind: "image" },
  { name: "brochure", label: "Company Brochure", field: "Brochure", kind: "pdf" },
];

const grid = css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" } });
const serverError = css({ fontSize: "sm", color: "danger.text" });

export function MediaTab({ values, errors, disabled, onChange }: ProfileTabProps) {
  return (
    <div className={grid}>
      {UPLOADS.map(({ name, label, field, kind }) => (
        <div key={name}>
          <UploadField
            label={label}
            field={field}
            kind={kind}
            uploadType="companyProfile"
            path={values[name] === "" ? null : values[name]}
            onPathChange={(path) => onChange(name, path ?? "")}
            disabled={disabled}
          />
          {/* A stored path the server refused on save (rare: the upload call answered it). */}
          {errors[name] ? <p className={serverError}>{errors[name]}</p> : null}
        </div>
      ))}
    </div>
  );
}
