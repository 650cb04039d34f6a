import { relations } from 'drizzle-orm';
import { events } from './events.ts';
import { exhibitors, teamMembers, users } from './accounts.ts';
import { sessions } from './auth-state.ts';
import { exhibitorCategories, formFields, passes, referralRegistrations, ticketAllocations, tickets } from './passes.ts';
import { leads } from './leads.ts';
import { products } from './catalog.ts';
import { downloads, faqs } from './content.ts';

// Relations for db.query.* (e.g. passes with their category in one call).
export const eventsRelations = relations(events, ({ many }) => ({
  exhibitors: many(exhibitors),
  categories: many(exhibitorCategories),
  formFields: many(formFields),
  faqs: many(faqs),
  downloads: many(downloads),
}));

export const exhibitorsRelations = relations(exhibitors, ({ one, many }) => ({
  event: one(events, { fields: [exhibitors.eventId], references: [events.id] }),
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
  event: one(events, { fields: [users.eventId], references: [events.id] }),
  exhibitor: one(exhibitors, { fields: [users.exhibitorId], references: [exhibitors.id] }),
}));

export const teamMembersRelations = relations(teamMembers, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [teamMembers.exhibitorId], references: [exhibitors.id] }),
  user: one(users, { fields: [teamMembers.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const exhibitorCategoriesRelations = relations(exhibitorCategories, ({ one, many }) => ({
  event: one(events, { fields: [exhibitorCategories.eventId], references: [events.id] }),
  passes: many(passes),
}));

export const passesRelations = relations(passes, ({ one, many }) => ({
  exhibitor: one(exhibitors, { fields: [passes.exhibitorId], references: [exhibitors.id] }),
  category: one(exhibitorCategories, { fields: [passes.categoryId], references: [exhibitorCategories.id] }),
  referralRegistrations: many(referralRegistrations),
}));

export const formFieldsRelations = relations(formFields, ({ one }) => ({
  event: one(events, { fields: [formFields.eventId], references: [events.id] }),
  category: one(exhibitorCategories, { fields: [formFields.categoryId], references: [exhibitorCategories.id] }),
}));

export const referralRegistrationsRelations = relations(referralRegistrations, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [referralRegistrations.exhibitorId], references: [exhibitors.id] }),
  pass: one(passes, { fields: [referralRegistrations.passId], references: [passes.id] }),
}));

export const ticketAllocationsRelations = relations(ticketAllocations, ({ one, many }) => ({
  exhibitor: one(exhibitors, { fields: [ticketAllocations.exhibitorId], references: [exhibitors.id] }),
  tickets: many(tickets),
}));

export const ticketsRelations = relations(tickets, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [tickets.exhibitorId], references: [exhibitors.id] }),
  allocation: one(ticketAllocations, { fields: [tickets.allocationId], references: [ticketAllocations.id] }),
}));

export const leadsRelations = relations(leads, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [leads.exhibitorId], references: [exhibitors.id] }),
}));

export const productsRelations = relations(products, ({ one }) => ({
  exhibitor: one(exhibitors, { fields: [products.exhibitorId], references: [exhibitors.id] }),
}));

export const downloadsRelations = relations(downloads, ({ one }) => ({
  event: one(events, { fields: [downloads.eventId], references: [events.id] }),
  exhibitor: one(exhibitors, { fields: [downloads.exhibitorId], references: [exhibitors.id] }),
}));

export const faqsRelations = relations(faqs, ({ one }) => ({
  event: one(events, { fields: [faqs.eventId], references: [events.id] }),
  // Null for the organiser's FAQs.
  exhibitor: one(exhibitors, { fields: [faqs.exhibitorId], references: [exhibitors.id] }),
}));
