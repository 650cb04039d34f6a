import { relations, type AnyColumn, type TableRelationsHelpers } from 'drizzle-orm';
import { events } from './events-tables.ts';
import { exhibitors, teamMembers, users } from './accounts-tables.ts';
import { sessions } from './auth-state-tables.ts';
import { exhibitorCategories, formFields, passes, referralRegistrations, ticketAllocations, tickets } from './passes-tables.ts';
import { leads } from './leads-tables.ts';
import { products } from './catalog-tables.ts';
import { downloads, faqs } from './content-tables.ts';

// Relations for db.query.* (e.g. passes with their category in one call).

/** The company a row belongs to, through its exhibitor_id (nullable where the column is). */
function companyOf<TTableName extends string, TColumn extends AnyColumn<{ tableName: TTableName }>>(one: TableRelationsHelpers<TTableName>['one'], exhibitorId: TColumn) {
  return one(exhibitors, { fields: [exhibitorId], references: [exhibitors.id] });
}

/** The event a row belongs to, through its event_id. */
function eventOf<TTableName extends string, TColumn extends AnyColumn<{ tableName: TTableName }>>(one: TableRelationsHelpers<TTableName>['one'], eventId: TColumn) {
  return one(events, { fields: [eventId], references: [events.id] });
}
export const eventsRelations = relations(events, ({ many }) => ({
  exhibitors: many(exhibitors),
  categories: many(exhibitorCategories),
  formFields: many(formFields),
  faqs: many(faqs),
  downloads: many(downloads),
}));

export const exhibitorsRelations = relations(exhibitors, ({ one, many }) => ({
  event: eventOf(one, exhibitors.eventId),
  users: many(users),
  teamMembers: many(teamMembers),
  passes: many(passes),
  leads: many(leads),
  products: many(products),
  faqs: many(faqs),
  ticketAllocations: many(ticketAllocations),
  tickets: many(tickets),
  referralRegistrations: many(referralRegistrations),
}));

export const usersRelations = relations(users, ({ one }) => ({
  event: eventOf(one, users.eventId),
  exhibitor: companyOf(one, users.exhibitorId),
}));

export const teamMembersRelations = relations(teamMembers, ({ one }) => ({
  exhibitor: companyOf(one, teamMembers.exhibitorId),
  user: one(users, { fields: [teamMembers.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const exhibitorCategoriesRelations = relations(exhibitorCategories, ({ one, many }) => ({
  event: eventOf(one, exhibitorCategories.eventId),
  passes: many(passes),
}));

export const passesRelations = relations(passes, ({ one, many }) => ({
  exhibitor: companyOf(one, passes.exhibitorId),
  category: one(exhibitorCategories, { fields: [passes.categoryId], references: [exhibitorCategories.id] }),
  referralRegistrations: many(referralRegistrations),
}));

export const formFieldsRelations = relations(formFields, ({ one }) => ({
  event: eventOf(one, formFields.eventId),
  category: one(exhibitorCategories, { fields: [formFields.categoryId], references: [exhibitorCategories.id] }),
}));

export const referralRegistrationsRelations = relations(referralRegistrations, ({ one }) => ({
  exhibitor: companyOf(one, referralRegistrations.exhibitorId),
  pass: one(passes, { fields: [referralRegistrations.passId], references: [passes.id] }),
}));

export const ticketAllocationsRelations = relations(ticketAllocations, ({ one, many }) => ({
  exhibitor: companyOf(one, ticketAllocations.exhibitorId),
  tickets: many(tickets),
}));

export const ticketsRelations = relations(tickets, ({ one }) => ({
  exhibitor: companyOf(one, tickets.exhibitorId),
  allocation: one(ticketAllocations, { fields: [tickets.allocationId], references: [ticketAllocations.id] }),
}));

export const leadsRelations = relations(leads, ({ one }) => ({
  exhibitor: companyOf(one, leads.exhibitorId),
}));

export const productsRelations = relations(products, ({ one }) => ({
  exhibitor: companyOf(one, products.exhibitorId),
}));

export const downloadsRelations = relations(downloads, ({ one }) => ({
  event: eventOf(one, downloads.eventId),
  exhibitor: companyOf(one, downloads.exhibitorId),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  event: eventOf(one, faqs.eventId),
  // Null for the organiser's FAQs.
  exhibitor: companyOf(one, faqs.exhibitorId),
}));
