import type { ImportPreview, ImportRow } from "./lead-import-rules.ts";

/**
 * An import's Owner column (the member's name, as every lead export writes it) matched to the team:
 * a name that is exactly one member who has signed in makes that member the lead's owner; any other
 * keeps the row, owned by the importer, with a notice in the preview saying so, because a file from
 * another company or an older team should still import.
 */

/** A member who can own leads, as GET /team-members gives them. */
export interface OwnerMember {
  readonly userId: string;
  readonly name: string;
}

export const OWNER_NOTICES = {
  notOnTeam: (name: string) => `Owner “${name}” is not on your team or has not signed in yet: you will own this lead.`,
  ambiguous: (name: string) => `Owner “${name}” is the name of more than one member: you will own this lead.`,
  unchecked: (name: string) => `Owner “${name}” could not be checked against your team: you will own this lead.`,
} as const;

const sameName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase("en-US") === b.trim().toLocaleLowerCase("en-US");

/** True when some row names an owner: only then is the team read. */
export const namesOwners = (preview: ImportPreview): boolean => preview.rows.some((row) => row.values.owner.trim() !== "");

const withOwner = (row: ImportRow, members: ReadonlyArray<OwnerMember> | null): ImportRow => {
  const name = row.values.owner.trim();
  if (name === "") return row;
  const matches = members?.filter((member) => sameName(member.name, name)) ?? [];
  if (members !== null && matches.length === 1) return { ...row, ownerId: matches[0]!.userId };
  const notice = members === null ? OWNER_NOTICES.unchecked(name) : matches.length === 0 ? OWNER_NOTICES.notOnTeam(name) : OWNER_NOTICES.ambiguous(name);
  return { ...row, notices: [...(row.notices ?? []), notice] };
};

/** The preview with each Owner cell matched to the team; `null` when the team could not be read. */
export const withOwners = (preview: ImportPreview, members: ReadonlyArray<OwnerMember> | null): ImportPreview => ({
  ...preview,
  rows: preview.rows.map((row) => withOwner(row, members)),
});

/** The `owners` of POST /leads/import: each sent row's member, by the row's place in the request. */
export const ownersOfRows = (rows: ReadonlyArray<{ readonly ownerId?: string | undefined }>): Array<{ row: number; userId: string }> =>
  rows.flatMap((row, index) => (row.ownerId === undefined ? [] : [{ row: index, userId: row.ownerId }]));
