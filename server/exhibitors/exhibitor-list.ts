// Reading the organiser's exhibitors: the companies of one event with their owners, team sizes,
// leads and passes, the event's pass categories, and one company's team. Every function reads only
// rows of the organiser's event.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/prepared.ts';
import {
  exhibitorCategories,
  exhibitors,
  leads,
  passes,
  referralRegistrations,
  teamMembers,
} from '../db/schema/all-tables.ts';
import { takesAPlace } from '../referral/pass-usage.ts';
import type { TeamMemberRow } from '../team/team-member-mapper.ts';
import { findExhibitor } from './exhibitor-lookup.ts';

export interface ExhibitorPass {
  passId: string;
  categoryId: string;
  categoryName: string;
  allocated: number;
  used: number;
  /** The category's own number of passes per exhibitor and whether it is active. */
  categoryPasses: number;
  isActive: boolean;
}

export interface ExhibitorOwner {
  memberId: string;
  fullName: string;
  phoneCode: string;
  mobile: string | null;
  email: string | null;
  signedIn: boolean;
  invitedAt: Date | null;
}

export interface ExhibitorSummary {
  id: string;
  name: string;
  boothNumber: string | null;
  categoryId: string | null;
  categoryName: string | null;
  owner: ExhibitorOwner | null;
  teamSize: number;
  leadsCount: number;
  passes: ExhibitorPass[];
  createdAt: Date;
}

export interface CategorySummary {
  id: string;
  name: string;
  exhibitorPasses: number;
  isActive: boolean;
}

export async function eventCategories(db: Executor, eventId: string): Promise<CategorySummary[]> {
  const rows = await db
    .select()
    .from(exhibitorCategories)
    .where(eq(exhibitorCategories.eventId, eventId))
    .orderBy(asc(exhibitorCategories.categoryName));
  return rows.map((row) => ({ id: row.id, name: row.categoryName, exhibitorPasses: row.exhibitorPasses, isActive: row.isActive }));
}

const countBy = (rows: Array<{ key: string; n: number }>) => new Map(rows.map((row) => [row.key, row.n]));

/** The event's exhibitors (or one of them), each with its owner, team size, leads and passes. */
export async function listExhibitors(db: Executor, eventId: string, only?: string): Promise<ExhibitorSummary[]> {
  const ofEvent = only ? and(eq(exhibitors.eventId, eventId), eq(exhibitors.id, only)) : eq(exhibitors.eventId, eventId);
  const rows = await db
    .select({ exhibitor: exhibitors, categoryName: exhibitorCategories.categoryName })
    .from(exhibitors)
    .leftJoin(exhibitorCategories, eq(exhibitorCategories.id, exhibitors.categoryId))
    .where(ofEvent)
    .orderBy(asc(sql`lower(${exhibitors.name})`), asc(exhibitors.id));
  if (rows.length === 0) return [];

  const [owners, teams, leadCounts, passRows, usedRows] = await Promise.all([
    db
      .select({ member: teamMembers })
      .from(teamMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
      .where(and(ofEvent, eq(teamMembers.role, 'owner'))),
    db
      .select({ key: teamMembers.exhibitorId, n: count() })
      .from(teamMembers)
      .innerJoin(exhibitors, eq(exhibitors.id, teamMembers.exhibitorId))
      .where(ofEvent)
      .groupBy(teamMembers.exhibitorId),
    db
      .select({ key: leads.exhibitorId, n: count() })
      .from(leads)
      .innerJoin(exhibitors, eq(exhibitors.id, leads.exhibitorId))
      .where(ofEvent)
      .groupBy(leads.exhibitorId),
    db
      .select({ pass: passes, category: exhibitorCategories })
      .from(passes)
      .innerJoin(exhibitors, eq(exhibitors.id, passes.exhibitorId))
      .innerJoin(exhibitorCategories, eq(exhibitorCategories.id, passes.categoryId))
      .where(ofEvent)
      .orderBy(asc(exhibitorCategories.categoryName)),
    db
      .select({ key: referralRegistrations.passId, n: count() })
      .from(referralRegistrations)
      .innerJoin(exhibitors, eq(exhibitors.id, referralRegistrations.exhibitorId))
      .where(and(ofEvent, takesAPlace))
      .groupBy(referralRegistrations.passId),
  ]);
  const ownerOf = new Map(owners.map(({ member }) => [member.exhibitorId, member]));
  const teamSize = countBy(teams);
  const leadsCount = countBy(leadCounts);
  const used = countBy(usedRows);
  const passesOf = new Map<string, ExhibitorPass[]>();
  for (const { pass, category } of passRows) {
    const list = passesOf.get(pass.exhibitorId) ?? [];
    list.push({
      passId: pass.id,
      categoryId: category.id,
      categoryName: category.categoryName,
      allocated: pass.numberOfPasses,
      used: used.get(pass.id) ?? 0,
      categoryPasses: category.exhibitorPasses,
      isActive: category.isActive,
    });
    passesOf.set(pass.exhibitorId, list);
  }
  return rows.map(({ exhibitor, categoryName }) => {
    const owner = ownerOf.get(exhibitor.id);
    return {
      id: exhibitor.id,
      name: exhibitor.name,
      boothNumber: exhibitor.boothNumber,
      categoryId: exhibitor.categoryId,
      categoryName: categoryName ?? null,
      owner: owner ? ownerSummary(owner) : null,
      teamSize: teamSize.get(exhibitor.id) ?? 0,
      leadsCount: leadsCount.get(exhibitor.id) ?? 0,
      passes: passesOf.get(exhibitor.id) ?? [],
      createdAt: exhibitor.createdAt,
    };
  });
}

const ownerSummary = (member: TeamMemberRow): ExhibitorOwner => ({
  memberId: member.id,
  fullName: member.fullName,
  phoneCode: member.phoneCode,
  mobile: member.authenticationId,
  email: member.emailId,
  signedIn: member.joinedAt !== null,
  invitedAt: member.invitedAt,
});

export async function getExhibitor(db: Executor, eventId: string, id: string): Promise<ExhibitorSummary> {
  const row = await findExhibitor(db, eventId, id);
  const [summary] = await listExhibitors(db, eventId, row.id);
  return summary!;
}

/** The exhibitor's team as it stands, owner first (read-only for the organiser). */
export async function exhibitorTeam(db: Executor, eventId: string, id: string): Promise<TeamMemberRow[]> {
  const row = await findExhibitor(db, eventId, id);
  return db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.exhibitorId, row.id))
    .orderBy(sql`${teamMembers.role} = 'owner' desc`, asc(teamMembers.createdAt), asc(teamMembers.id));
}
