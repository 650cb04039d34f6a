// Issue #12: each person sees only what their role may do. A fresh company with a booth staff member
// and a lead scanner, each signed in: the header names them and their role, the sidebar lists the
// screens of the role, a screen the role may not open shows the not-allowed screen inside the shell,
// and the catalog and resources offer no Add, Edit or Delete to staff. And a member whose role is
// taken away while a screen is open sees the refusal on their next action, then the not-allowed
// screen, without a crash.
//
// The team API sets no role yet, so the test changes roles in the database itself: the worker's
// server for this file runs on a PostgreSQL database of its own, which the test also opens. Each
// test has a company of its own.
import type { APIResponse, Page } from '@playwright/test';
import pg from 'pg';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../server/db/testing.ts';
import { signIn as signInByCode } from '../../server/testing/sign-in.ts';
import type { SpawnedServer } from '../../server/testing/spawn-server.ts';
import type { Role } from '../../src/rules/roles.ts';
import { freshMobile, signedInToken, useToken } from './api-sign-in.ts';
import { expect, serveWhileUsed, test as base } from './fixtures.ts';

interface Member {
  readonly fullName: string;
  readonly mobile: string;
  readonly id: string;
}

/** A fresh company: its owner's calls, and members of its team with a role set in the database. */
interface Company {
  call(method: 'POST' | 'GET', path: string, data?: unknown): Promise<APIResponse>;
  /** A member of the owner's team who signs in with their mobile number, with this role. */
  addMember(fullName: string, role: Role): Promise<Member>;
}

const test = base.extend<{ company: Company }, { database: TestPostgresDatabase; server: SpawnedServer; db: pg.Client }>({
  database: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const database = await createTestPostgresDatabase('ep_roles_e2e');
      try {
        await use(database);
      } finally {
        await database.drop();
      }
    },
    { scope: 'worker' },
  ],
  server: [async ({ database }, use) => serveWhileUsed({ databaseUrl: database.url }, use), { scope: 'worker', timeout: 180_000 }],
  db: [
    async ({ database }, use) => {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        await use(db);
      } finally {
        await db.end();
      }
    },
    { scope: 'worker' },
  ],
  company: async ({ request, db }, use) => {
    const token = await signedInToken(request, { firstName: 'Olga', lastName: 'Owner' });
    const owner: Company['call'] = (method, path, data) =>
      request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
    // Something to read in the catalog and in My Resources, so Edit and Delete would show.
    const product = await owner('POST', '/api/products', { productName: 'PickBot X1', productDescription: 'Picking arm' });
    expect(product.status()).toBe(201);
    const resource = await owner('POST', '/api/downloads', { title: 'Price list', type: 'link', fileUrl: 'https://acme.example/prices' });
    expect(resource.status()).toBe(201);
    await use({
      call: owner,
      addMember: async (fullName, role) => {
        const mobile = freshMobile();
        const created = await owner('POST', '/api/team-members', { fullName, authenticationId: mobile, phoneCode: '91' });
        expect(created.status()).toBe(201);
        const id = ((await created.json()) as { data: { _id: string } }).data._id;
        await setRole(db, id, role);
        return { fullName, mobile, id };
      },
    });
  },
});

const SIDEBAR_OF: Readonly<Record<'staff' | 'scanner', ReadonlyArray<string>>> = {
  staff: ['Dashboard', 'Tickets & Passes', 'Scan Badges', 'Lead Management', 'Product Catalog', 'Resources & FAQ'],
  scanner: ['Scan Badges', 'Lead Management'],
};

const REFUSED = 'Only the company owner or an admin can do this.';

async function setRole(db: pg.Client, memberId: string, role: Role): Promise<void> {
  const changed = await db.query('update team_members set role = $1 where id = $2', [role, memberId]);
  expect(changed.rowCount).toBe(1);
}

/** Signs the member in through the real code flow and opens the portal with their token. */
async function openAs(page: Page, server: SpawnedServer, member: Member, path = '/exhibitor/'): Promise<void> {
  const signed = await signInByCode(server.url, { mobile: member.mobile });
  await useToken(page, signed.token);
  await page.goto(`${server.url}${path}`);
}

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function expectNotAllowed(page: Page, roleLabel: string): Promise<void> {
  await expect(heading(page, 'Not allowed')).toBeVisible();
  await expect(page.getByText(`Your role (${roleLabel}) cannot open this page.`)).toBeVisible();
  // Inside the shell: the header and the role's sidebar stay.
  await expect(page.getByTestId('header-role')).toHaveText(roleLabel);
}

/** Uncaught errors of the page: a crash would show here. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('booth staff: their name and role, the staff sidebar, no team or profile, and a catalog and resources to read only', async ({ page, server, company }) => {
  const errors = pageErrors(page);
  const staff = await company.addMember('Sana Staff', 'staff');
  await openAs(page, server, staff);

  await expect(heading(page, 'Dashboard')).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Sana Staff');
  await expect(page.getByTestId('header-role')).toHaveText('Booth Staff');
  await expect(sidebarLinks(page)).toHaveText([...SIDEBAR_OF.staff]);
  await expect(sidebarLinks(page).filter({ hasText: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // Quick actions: what staff may do, and nothing that would only answer 403.
  await expect(page.getByRole('button', { name: 'Add New Lead' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Issue Guest Pass' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite Team Member' })).toHaveCount(0);
  // Export Data offers only what booth staff may export: referral registrations and products.
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(page.getByRole('menu', { name: 'Export data' }).getByRole('menuitem')).toHaveText(['Referral registrations (CSV)', 'Products (CSV)']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Load sample data' })).toHaveCount(0);

  // Team and Company Profile by address: the not-allowed screen, inside the shell.
  await page.goto(`${server.url}/exhibitor/team`);
  await expectNotAllowed(page, 'Booth Staff');
  await expect(sidebarLinks(page)).toHaveText([...SIDEBAR_OF.staff]);
  await page.goto(`${server.url}/exhibitor/profile`);
  await expectNotAllowed(page, 'Booth Staff');
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // The catalog to read: the product, and no Add, Edit or Delete.
  await sidebarLinks(page).filter({ hasText: 'Product Catalog' }).click();
  await expect(heading(page, 'Product Catalog')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PickBot X1' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add Product|Add Your First Product/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete)\b/ })).toHaveCount(0);

  // My Resources to download: no Add, Edit or Delete.
  await sidebarLinks(page).filter({ hasText: 'Resources & FAQ' }).click();
  await expect(heading(page, 'Resources & FAQ')).toBeVisible();
  await page.getByRole('tab', { name: 'My Resources' }).click();
  await expect(page.getByText('Price list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Resource' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete)$/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('lead scanner: their name and role, Scan Badges as home, Lead Management beside it, and every other screen not allowed', async ({ page, server, company }) => {
  const errors = pageErrors(page);
  const scanner = await company.addMember('Sam Scanner', 'scanner');
  await openAs(page, server, scanner);

  await expect(heading(page, 'Scan Badges')).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Sam Scanner');
  await expect(page.getByTestId('header-role')).toHaveText('Lead Scanner');
  await expect(sidebarLinks(page)).toHaveText([...SIDEBAR_OF.scanner]);
  await expect(sidebarLinks(page).first()).toHaveAttribute('aria-current', 'page');

  for (const path of ['/dashboard', '/resources', '/products', '/tickets', '/team', '/profile']) {
    await page.goto(`${server.url}/exhibitor${path}`);
    await expectNotAllowed(page, 'Lead Scanner');
  }
  await expect(sidebarLinks(page)).toHaveText([...SIDEBAR_OF.scanner]);
  await page.getByRole('button', { name: 'Go to Scan Badges' }).click();
  await expect(heading(page, 'Scan Badges')).toBeVisible();
  await sidebarLinks(page).filter({ hasText: 'Lead Management' }).click();
  await expect(heading(page, 'Lead Management')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member whose role is taken away while a screen is open: the refusal on the next action, then the not-allowed screen', async ({ page, server, db, company }) => {
  const errors = pageErrors(page);
  const admin = await company.addMember('Adi Admin', 'admin');
  await openAs(page, server, admin, '/exhibitor/products');
  await expect(heading(page, 'Product Catalog')).toBeVisible();
  await expect(page.getByTestId('header-role')).toHaveText('Exhibitor Admin');
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  const adding = page.getByRole('dialog', { name: 'Add Product' });
  await adding.getByLabel(/^Product Name\s*\*?$/).fill('GripBot');

  // The owner makes them a lead scanner while the dialog is open.
  await setRole(db, admin.id, 'scanner');
  await adding.getByRole('button', { name: 'Add Product' }).click();

  // The server's refusal, then the screen the role lost says so.
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  await expectNotAllowed(page, 'Lead Scanner');
  await expect(sidebarLinks(page)).toHaveText([...SIDEBAR_OF.scanner]);
  // Nothing was added.
  const products = (await (await company.call('GET', '/api/products')).json()) as { data: Array<{ productName: string }> };
  expect(products.data.map((product) => product.productName)).toEqual(['PickBot X1']);
  expect(errors).toEqual([]);
});
