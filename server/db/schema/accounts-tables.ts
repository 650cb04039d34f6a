import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, editedTimes, id, instant, ownedBy } from './columns.ts';
import { idAndEvent } from './events-tables.ts';
import type { FormFieldDefinition } from '../form-field-definition.ts';
import { exhibitorCategories } from './exhibitor-categories-table.ts';

// A company at one event. The company profile lives on this row.
export const exhibitors = pgTable(
  'exhibitors',
  {
    ...idAndEvent(),
    name: text('name').notNull(),
    industry: text('industry'),
    description: text('description'),
    website: text('website'),
    boothNumber: text('booth_number'),
    boothLocation: text('booth_location'),
    // The organiser's category for the company (one of the event's exhibitor categories, "Gold
    // Exhibitor"); null until the organiser picks one, and again when that category goes.
    categoryId: uuid('category_id').references(() => exhibitorCategories.id, { onDelete: 'set null' }),
    logo: text('logo'),
    banner: text('banner'),
    brochure: text('brochure'),
    linkedin: text('linkedin'),
    twitter: text('twitter'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    phone: text('phone'),
    email: text('email'),
    // The company's lead qualification questions, in the form-field shape of the referral forms.
    leadQuestions: jsonb('lead_questions').$type<FormFieldDefinition[]>().notNull().default([]),
    ...editedTimes(),
  },
  (t) => [index('exhibitors_event_idx').on(t.eventId)],
);

// The exhibitor a row belongs to; the row goes when the exhibitor does.
export const ownedByExhibitor = () => ownedBy('exhibitor_id', () => exhibitors.id);

// The columns every row of one company starts with: its id and its exhibitor.
export const idAndExhibitor = () => ({ id: id(), exhibitorId: ownedByExhibitor() });

// A row the event's organiser or one exhibitor may own (null: the event's own); the exhibitor's go
// with the exhibitor.
export const ownedByExhibitorIfAny = () => uuid('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' });

// A person who signs in. Scoped to one event and one exhibitor; email and mobile are each
// unique within the event (NULLs never collide, so mobile-only and email-only accounts coexist).
// Handlers store email lower-cased and phoneCode/mobile as digits only.
export const users = pgTable(
  'users',
  {
    ...idAndEvent(),
    exhibitorId: ownedByExhibitor(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phoneCode: text('phone_code'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    profileImageUrl: text('profile_image_url'),
    role: text('role').notNull().default('exhibitor'),
    // When the member's daily follow-up reminder comes, HH:MM in the event's time zone; null: off.
    reminderTime: text('reminder_time').default('08:00'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_event_email_unique')
      .on(t.eventId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_event_mobile_unique')
      .on(t.eventId, t.phoneCode, t.mobile)
      .where(sql`${t.mobile} is not null`),
    index('users_exhibitor_idx').on(t.exhibitorId),
  ],
);

// A person a row names (its author, who captured or owns it, ...): the row outlives their account,
// and the link becomes null when the account is removed.
export const userOrNull = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

export const teamRoles = ['owner', 'admin', 'staff', 'scanner'] as const;

// Members of an exhibitor's team. A member added with a mobile number may sign in; userId links
// the member to the account once it exists.
export const teamMembers = pgTable(
  'team_members',
  {
    ...idAndExhibitor(),
    userId: userOrNull('user_id'),
    fullName: text('full_name').notNull(),
    emailId: text('email_id'),
    phoneCode: text('phone_code').notNull().default('91'),
    authenticationId: text('authentication_id'),
    designation: text('designation'),
    companyName: text('company_name'),
    location: text('location'),
    bio: text('bio'),
    aboutCompany: text('about_company'),
    linkedIn: text('linked_in'),
    x: text('x'),
    facebook: text('facebook'),
    instagram: text('instagram'),
    profileImage: text('profile_image'),
    isParentExhibitor: boolean('is_parent_exhibitor').notNull().default(false),
    // What the member may do (src/rules/roles.ts); the parent exhibitor is the one owner.
    role: text('role', { enum: teamRoles }).notNull().default('staff'),
    // When the last invitation went out, and when the member first signed in: until then the
    // member is "Pending".
    invitedAt: instant('invited_at'),
    joinedAt: instant('joined_at'),
    ...editedTimes(),
  },
  (t) => [
    index('team_members_exhibitor_idx').on(t.exhibitorId),
    index('team_members_phone_idx').on(t.phoneCode, t.authenticationId),
    index('team_members_user_idx').on(t.userId),
    check('team_members_role_check', sql`${t.role} in ('owner', 'admin', 'staff', 'scanner')`),
    // One owner per company.
    uniqueIndex('team_members_one_owner').on(t.exhibitorId).where(sql`${t.role} = 'owner'`),
  ],
);
