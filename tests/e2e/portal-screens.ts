// Every screen inside the signed-in shell (SPEC §2), as the fault tests walk them: how a person gets
// there without reloading the page, and for each read of the screen where its loading state, its
// error and its content show, for a fresh account of the demo event.
import type { Locator, Page } from '@playwright/test';
import { LOAD_FAILED_MESSAGE } from '../../src/machines/data/remote-data.machine.ts';

export interface ScreenRead {
  /** The read's loading state (a role=status with its words or label). */
  readonly loading: (page: Page) => Locator;
  /** Where the read's error and Retry show. */
  readonly area: (page: Page) => Locator;
  /** The words of its error. */
  readonly errorText: string;
  /** What the loaded read shows. */
  readonly content: (page: Page) => Locator;
  /**
   * The device keeps what the read last brought (IndexedDB): a repeat visit shows it at once, while
   * the read runs and beside its error, instead of the loading state.
   */
  readonly keptOnDevice?: boolean;
}

export interface PortalScreen {
  readonly name: string;
  /** Its address: where a page opens it directly (the tabs share their screen's). */
  readonly path: string;
  /** Its page heading (h1), drawn by the screen's code before any read answers. */
  readonly heading: string;
  /** In-app navigation to it: the sidebar, the footer, or a link's history push. */
  readonly open: (page: Page) => Promise<void>;
  /** The reads it makes when opened; none for a screen that shows only what the shell already has. */
  readonly reads: ReadonlyArray<ScreenRead>;
  /** What the screen shows once its code (and reads) arrived. */
  readonly content: (page: Page) => Locator;
}

/** SPEC §2 Resources & FAQ: "Error: {error}". */
const RESOURCES_FAILED = `Error: ${LOAD_FAILED_MESSAGE}`;

const status = (label: string) => (page: Page) => page.getByRole('status').filter({ hasText: label });
const main = (page: Page) => page.getByRole('main');
const sidebarLink = (name: string) => async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
};
const tabPanel = (name: string) => (page: Page) => page.getByRole('tabpanel', { name });
const resourcesTab = (name: string) => async (page: Page) => {
  await sidebarLink('Resources & FAQ')(page);
  await page.getByRole('tab', { name }).click();
};
/** What a wouter link does: a history push the router listens to (for a screen no link shows). */
export const pushPath = async (page: Page, path: string) => {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
};

const dashboardStats: ScreenRead = {
  loading: status('Loading figures...'),
  area: (page) => page.getByRole('region', { name: 'Summary' }),
  errorText: LOAD_FAILED_MESSAGE,
  content: (page) => page.getByTestId('dashboard-stats'),
  keptOnDevice: true,
};
const ticketTypes: ScreenRead = {
  loading: status('Loading ticket types...'),
  area: (page) => page.getByRole('region', { name: 'Breakdown by Ticket Type' }),
  errorText: LOAD_FAILED_MESSAGE,
  // A fresh account has no passes allocated: the section's empty state is its content.
  content: (page) => page.getByRole('region', { name: 'Breakdown by Ticket Type' }).getByText('No ticket types yet', { exact: true }),
  keptOnDevice: true,
};
const followUpsDue: ScreenRead = {
  loading: status('Loading follow-ups...'),
  area: (page) => page.getByRole('region', { name: 'Follow-ups due' }),
  errorText: LOAD_FAILED_MESSAGE,
  // A fresh account has no lead with a follow-up day: the card's empty state is its content.
  content: (page) => page.getByRole('region', { name: 'Follow-ups due' }).getByText('No follow-ups due.', { exact: true }),
  keptOnDevice: true,
};
const passes: ScreenRead = {
  loading: status('Loading passes...'),
  area: (page) => page.getByRole('region', { name: 'Your Passes' }),
  errorText: LOAD_FAILED_MESSAGE,
  content: (page) => page.getByText('No passes found'),
  keptOnDevice: true,
};
const referrals: ScreenRead = {
  loading: (page) => page.getByRole('status', { name: 'Loading referrals' }),
  area: (page) => page.getByRole('region', { name: 'Referral Registrations' }),
  errorText: LOAD_FAILED_MESSAGE,
  content: (page) => page.getByText('No referrals found'),
  keptOnDevice: true,
};
const eventResources: ScreenRead = {
  loading: status('Loading event resources...'),
  area: tabPanel('Event Resources'),
  errorText: RESOURCES_FAILED,
  content: (page) => page.getByRole('region', { name: 'Exhibitor Manual', exact: true }),
  keptOnDevice: true,
};
const myResources: ScreenRead = {
  loading: status('Loading your resources...'),
  area: tabPanel('My Resources'),
  errorText: RESOURCES_FAILED,
  content: (page) => page.getByRole('heading', { name: 'No resources yet' }),
  keptOnDevice: true,
};
const faqs: ScreenRead = {
  loading: status('Loading FAQs...'),
  area: tabPanel('FAQs'),
  errorText: RESOURCES_FAILED,
  content: (page) => page.getByRole('region', { name: 'General', exact: true }),
  keptOnDevice: true,
};

/** A screen with one read whose error shows at the top of the screen. */
const oneRead = (
  name: string,
  path: string,
  heading: string,
  loading: string,
  content: (page: Page) => Locator,
  kept: { keptOnDevice?: boolean } = {},
): PortalScreen => ({
  name,
  path,
  heading,
  open: sidebarLink(name),
  reads: [{ loading: status(loading), area: main, errorText: LOAD_FAILED_MESSAGE, content, ...kept }],
  content,
});

export const DASHBOARD: PortalScreen = {
  name: 'Dashboard',
  path: '/exhibitor/dashboard',
  heading: 'Dashboard',
  open: sidebarLink('Dashboard'),
  reads: [dashboardStats, ticketTypes, followUpsDue],
  content: dashboardStats.content,
};
export const PROFILE = oneRead('Company Profile', '/exhibitor/profile', 'Company Profile', 'Loading company profile...', (page) =>
  page.getByLabel(/^Company Name\s*\*?$/),
);
export const TEAM = oneRead(
  'Team Management',
  '/exhibitor/team',
  'Team Management',
  'Loading team members...',
  (page) => page.getByText('1 member total'),
  { keptOnDevice: true },
);
export const TICKETS: PortalScreen = {
  name: 'Tickets & Passes',
  path: '/exhibitor/tickets',
  heading: 'Exhibitor Passes',
  open: sidebarLink('Tickets & Passes'),
  reads: [passes, referrals],
  content: passes.content,
};
export const LEADS = oneRead(
  'Lead Management',
  '/exhibitor/leads',
  'Lead Management',
  'Loading leads...',
  (page) => page.getByRole('heading', { name: 'No leads found' }),
  { keptOnDevice: true },
);
export const PRODUCTS = oneRead(
  'Product Catalog',
  '/exhibitor/products',
  'Product Catalog',
  'Loading products...',
  (page) => page.getByRole('heading', { name: 'No products found' }),
  { keptOnDevice: true },
);
export const EVENT_RESOURCES: PortalScreen = {
  name: 'Resources & FAQ',
  path: '/exhibitor/resources',
  heading: 'Resources & FAQ',
  open: sidebarLink('Resources & FAQ'),
  reads: [eventResources],
  content: eventResources.content,
};
export const MY_RESOURCES: PortalScreen = {
  name: 'Resources & FAQ: My Resources',
  path: '/exhibitor/resources',
  heading: 'Resources & FAQ',
  open: resourcesTab('My Resources'),
  reads: [myResources],
  content: myResources.content,
};
export const FAQS: PortalScreen = {
  name: 'Resources & FAQ: FAQs',
  path: '/exhibitor/resources',
  heading: 'Resources & FAQ',
  open: resourcesTab('FAQs'),
  reads: [faqs],
  content: faqs.content,
};
export const SUPPORT: PortalScreen = {
  name: 'Support',
  path: '/exhibitor/support',
  heading: 'Support',
  open: async (page) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  },
  // The contact card is the event's, which the portal read before the shell showed.
  reads: [],
  content: (page) => page.getByRole('heading', { name: 'Contact Information' }),
};
export const RESET_PASSWORD: PortalScreen = {
  name: 'Reset Password',
  path: '/exhibitor/reset-password',
  heading: 'Reset Password',
  // Its links are on My profile, a screen away; the history push opens it directly.
  open: (page) => pushPath(page, '/exhibitor/reset-password'),
  reads: [],
  // A fresh account has no password: the screen offers a code to set one, and its own number.
  content: (page) => page.getByRole('region', { name: 'Sign-in number' }),
};

/** My profile, every role's own: the header's menu opens it; its one read is the person's account. */
const myProfileForm = (page: Page) => page.getByLabel(/^First Name\s*\*?$/);
export const MY_PROFILE: PortalScreen = {
  name: 'My profile',
  path: '/exhibitor/my-profile',
  heading: 'My profile',
  open: async (page) => {
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
  },
  reads: [{ loading: status('Loading your profile...'), area: main, errorText: LOAD_FAILED_MESSAGE, content: myProfileForm }],
  content: myProfileForm,
};

/** Every screen of the shell; the resources tabs count as screens of their own. */
export const PORTAL_SCREENS: ReadonlyArray<PortalScreen> = [
  DASHBOARD,
  PROFILE,
  TEAM,
  TICKETS,
  LEADS,
  PRODUCTS,
  EVENT_RESOURCES,
  MY_RESOURCES,
  FAQS,
  SUPPORT,
  RESET_PASSWORD,
  MY_PROFILE,
];

/** One entry per screen's code (the resources tabs share theirs). */
export const SCREEN_CHUNKS: ReadonlyArray<PortalScreen> = PORTAL_SCREENS.filter((screen) => screen !== MY_RESOURCES && screen !== FAQS);
