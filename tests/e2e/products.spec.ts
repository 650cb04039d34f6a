// SPEC §2 Product Catalog, §3 Product, §4 Dialogs, §5 Product, §8 Products, against the real server
// with a fresh account: empty states, add with real uploads, validation, edit, search and delete.
import type { Locator, Page } from '@playwright/test';
import { signIn } from './api-sign-in.ts';
import { samplePdf, samplePng } from '../../server/storage/sample-files.ts';
import { checkScreen } from './check-screen.ts';
import { expect, test } from './fixtures.ts';


/** A form control by its label, which may carry a required mark ("Product Name *"). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const NAME = 'PickBot X1';
const DESCRIPTION = 'Autonomous picking arm for warehouse shelves';
const LINK = 'https://acme-robotics.example/pickbot-x1';

test('the product catalog adds, checks, edits, searches and deletes products with real uploads', async ({ page }) => {
  await signIn(page);
  await page.goto('/exhibitor/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();

  // A fresh account has no products: the empty state suggests adding the first one.
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText('Start building your product catalog by adding your first product')).toBeVisible();
  await expect(page.getByPlaceholder('Search products...')).toBeVisible();
  await checkScreen(page, 'products-empty');

  // Add: the empty form refuses a missing name and a bad link, keeping what was typed.
  await page.getByRole('button', { name: 'Add Product', exact: true }).click();
  const adding = page.getByRole('dialog', { name: 'Add Product' });
  await expect(adding).toBeVisible();
  await expect(adding.getByText('PNG, JPG up to 5MB')).toHaveCount(2);
  await field(adding, 'Description').fill(DESCRIPTION);
  await field(adding, 'Product Link').fill('not a url');
  await adding.getByRole('button', { name: 'Add Product' }).click();
  await expect(adding.getByText('Product name is required')).toBeVisible();
  await expect(adding.getByText('Valid URL is required')).toBeVisible();
  await expect(field(adding, 'Description')).toHaveValue(DESCRIPTION);
  await expect(field(adding, 'Product Link')).toHaveValue('not a url');
  await expect(field(adding, 'Product Link')).toHaveAttribute('type', 'url');
  await checkScreen(page, 'product-dialog');

  // Typing a field clears its message.
  await field(adding, 'Product Name').fill(NAME);
  await expect(adding.getByText('Product name is required')).toHaveCount(0);
  await field(adding, 'Product Link').fill(LINK);
  await expect(adding.getByText('Valid URL is required')).toHaveCount(0);

  // Real uploads: the logo and image as PNG, the brochure as PDF.
  await adding.getByLabel('Product Logo', { exact: true }).setInputFiles({ name: 'pickbot-logo.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(toast(page, 'Logo uploaded successfully')).toBeVisible();
  await expect(adding.getByRole('img', { name: 'Product Logo preview' })).toBeVisible();
  await adding.getByLabel('Product Image', { exact: true }).setInputFiles({ name: 'pickbot.png', mimeType: 'image/png', buffer: samplePng() });
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await adding.getByLabel('Brochure PDF', { exact: true }).setInputFiles({ name: 'pickbot.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  await expect(toast(page, 'Brochure uploaded successfully')).toBeVisible();
  await expect(adding.getByText(/\.pdf$/)).toBeVisible();
  // The brochure is the uploaded PDF, not a typed address.
  await expect(field(adding, 'Brochure URL')).toHaveValue('');

  // A save the server refuses (the name is over its 200 characters) keeps every value and upload.
  await field(adding, 'Product Name').fill('P'.repeat(201));
  await adding.getByRole('button', { name: 'Add Product' }).click();
  await expect(adding.getByText(/200 characters/).first()).toBeVisible();
  await expect(field(adding, 'Product Name')).toHaveValue('P'.repeat(201));
  await expect(field(adding, 'Description')).toHaveValue(DESCRIPTION);
  await expect(field(adding, 'Product Link')).toHaveValue(LINK);
  await expect(adding.getByRole('img', { name: 'Product Logo preview' })).toBeVisible();
  await expect(adding.getByRole('img', { name: 'Product Image preview' })).toBeVisible();
  await expect(adding.getByText(/\.pdf$/)).toBeVisible();
  await field(adding, 'Product Name').fill(NAME);

  await adding.getByRole('button', { name: 'Add Product' }).click();
  await expect(toast(page, 'Product added successfully!')).toBeVisible();
  await expect(adding).toBeHidden();

  // The card: name, description, logo and the three links.
  const card = page.getByRole('article', { name: NAME });
  await expect(card.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(card.getByText(DESCRIPTION)).toBeVisible();
  const logo = card.getByRole('img', { name: `${NAME} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const view = card.getByRole('link', { name: /^View Product/ });
  await expect(view).toHaveAttribute('href', LINK);
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', /noopener/);
  for (const [name, type] of [
    ['Image', 'image/png'],
    ['Brochure', 'application/pdf'],
  ] as const) {
    const link = card.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const served = await page.request.get((await link.getAttribute('href'))!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain(type);
  }

  await checkScreen(page, 'products');

  // Edit opens prefilled, and a save says so and shows the change.
  await card.getByRole('button', { name: /^Edit/ }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(field(editing, 'Product Name')).toHaveValue(NAME);
  await expect(field(editing, 'Description')).toHaveValue(DESCRIPTION);
  await expect(field(editing, 'Product Link')).toHaveValue(LINK);
  await expect(editing.getByRole('img', { name: 'Product Logo preview' })).toBeVisible();
  await field(editing, 'Description').fill('Autonomous picking arm with a vacuum gripper');
  await editing.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated successfully!')).toBeVisible();
  await expect(editing).toBeHidden();
  await expect(card.getByText('Autonomous picking arm with a vacuum gripper')).toBeVisible();

  // Search matches the description; a search that matches nothing says so.
  const search = page.getByPlaceholder('Search products...');
  await search.fill('VACUUM');
  await expect(card).toBeVisible();
  await search.fill('hovercraft');
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms to find the products you're looking for")).toBeVisible();
  await search.fill('');
  await expect(card).toBeVisible();

  // Delete asks first, then says so, and the catalog is empty again.
  await card.getByRole('button', { name: /^Delete/ }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Product' });
  await expect(question).toContainText('Are you sure you want to delete this product?');
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product deleted successfully!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Start building your product catalog by adding your first product')).toBeVisible();
});

