import { companyProfile } from "styled-system/recipes";
import type { ProfileField } from "../../machines/profile/company-profile.machine.ts";
import { bindFields } from "../components/field-binding.ts";
import { TextField } from "../components/field.tsx";
import type { ProfileTabProps } from "./profile-tab-props.ts";

const LINKS: ReadonlyArray<{ readonly name: ProfileField; readonly label: string; readonly placeholder: string }> = [
  { name: "linkedin", label: "LinkedIn", placeholder: "https://www.linkedin.com/company/your-company" },
  { name: "twitter", label: "Twitter", placeholder: "https://twitter.com/your-company" },
  { name: "facebook", label: "Facebook", placeholder: "https://www.facebook.com/your-company" },
  { name: "instagram", label: "Instagram", placeholder: "https://www.instagram.com/your-company" },
];

const grid = companyProfile().pair;

/** SPEC §2 Social Media: the company's pages, each a full web address or empty. */
export function SocialTab(props: ProfileTabProps) {
  const bind = bindFields(props);
  return (
    <div className={grid}>
      {LINKS.map(({ name, label, placeholder }) => (
        <TextField key={name} label={label} type="url" inputMode="url" placeholder={placeholder} {...bind(name)} />
      ))}
    </div>
  );
}
