// The exhibitor row as the company profile (SPEC §3 Company profile) and the header summary
// (SPEC §3 Company), and a profile form turned into column values.
import type { exhibitors } from '../db/schema/all-tables.ts';
import { optionalText, rejectActiveLinks, rejectNonWebUrls, requiredText } from '../http/request-text.ts';
import type { JsonBody } from '../context/operation-types.ts';

export type ExhibitorRow = typeof exhibitors.$inferSelect;

export const PROFILE_TEXT_FIELDS = [
  'industry',
  'description',
  'website',
  'boothLocation',
  'logo',
  'banner',
  'brochure',
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
  'email',
] as const;

type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** PUT /company-profile's body. */
export type ProfileUpdateBody = JsonBody<'updateCompanyProfile'>;

export function toCompanyProfile(row: ExhibitorRow) {
  return {
    _id: row.id,
    name: row.name,
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, row[field] ?? null])),
  } as { _id: string; name: string } & Record<ProfileTextField, string | null>;
}

/** The columns the header summary is made of. */
export type CompanySummaryRow = Pick<ExhibitorRow, 'name' | 'logo' | 'boothNumber' | 'boothLocation'>;

/** Header summary: the booth is the organiser-assigned number, else the booth location text. */
export function toCompany(row: CompanySummaryRow) {
  return {
    name: row.name,
    logoUrl: row.logo ?? '',
    boothNumber: row.boothNumber ?? row.boothLocation ?? '',
  };
}

const linkFields = ['website', 'logo', 'banner', 'brochure', 'linkedin', 'twitter', 'facebook', 'instagram'] as const;

/** Column values for a saved form: trimmed text, empty or null clears, absent stays unchanged. */
export function profileUpdateValues(body: ProfileUpdateBody) {
  rejectNonWebUrls({ '/website': body.website });
  rejectActiveLinks(Object.fromEntries(linkFields.map((field) => [`/${field}`, body[field]])));
  const values: Partial<Record<ProfileTextField, string | null>> & { name: string } = {
    name: requiredText(body.name, '/name', 'Company name is required'),
  };
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = optionalText(body[field]);
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** How the activity log names each profile field: "Updated the company profile: name, website". */
const PROFILE_FIELD_NAMES: Record<'name' | ProfileTextField, string> = {
  name: 'name',
  industry: 'industry',
  description: 'description',
  website: 'website',
  boothLocation: 'booth location',
  logo: 'logo',
  banner: 'banner',
  brochure: 'brochure',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  instagram: 'Instagram',
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
  country: 'country',
  phone: 'phone',
  email: 'email',
};

/** The profile fields whose value differs between two versions of the row, in the form's order. */
export function changedProfileFields(before: ExhibitorRow, after: ExhibitorRow): string[] {
  return (['name', ...PROFILE_TEXT_FIELDS] as const)
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) => PROFILE_FIELD_NAMES[field]);
}
