import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../demo/demo-data.ts';
import { products } from '../db/schema/all-tables.ts';
import { dbKinds, refusalCheck, unknownId, useSeededApi } from '../testing/api-test-kit.ts';

describe.each(dbKinds)('product handlers on %s', (kind) => {
  const api = useSeededApi(kind);
  let borealisProductId: string;
  beforeAll(async () => {
    const list = await api.borealis.call('GET', '/api/products');
    borealisProductId = list.body.data[0]._id;
  });

  const expectRefused = refusalCheck(api, [products]);

  it('lists only the company’s products, with the brochure as BrochureUrl', async () => {
    const answer = await api.acme.call('GET', '/api/products');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(DEMO_PRODUCTS.length);
    for (const product of answer.body.data) expect(product.exhibitor).toBe(api.acme.user.exhibitorId);
    const pickBot = answer.body.data.find((p: { productName: string }) => p.productName === 'PickBot X1');
    expect(pickBot.BrochureUrl).toBe(DEMO_PRODUCTS[0].brochureUrl);
    expect(pickBot).not.toHaveProperty('brochureUrl');
  });

  it('creates, updates and deletes a product', async () => {
    const created = await api.acme.call('POST', '/api/products', {
      productName: ' Sorter S2 ',
      productDescription: 'Parcel sorter.',
      productLink: 'https://acme-robotics.example/s2',
      productLogo: 'product/0b1c2d3e-4f50-4a61-8b72-c3d4e5f60718.png',
      BrochureUrl: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      productName: 'Sorter S2',
      productDescription: 'Parcel sorter.',
      BrochureUrl: null,
      productImage: null,
      event: api.acme.eventId,
      exhibitor: api.acme.user.exhibitorId,
    });
    const id = created.body.data._id;
    const list = await api.acme.call('GET', '/api/products');
    expect(list.body.data[0]._id).toBe(id);

    const updated = await api.acme.call('PUT', `/api/products/${id}`, { productDescription: 'Parcel sorter, 3,000 items an hour.', BrochureUrl: 'https://acme-robotics.example/s2.pdf' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      productName: 'Sorter S2',
      productDescription: 'Parcel sorter, 3,000 items an hour.',
      BrochureUrl: 'https://acme-robotics.example/s2.pdf',
    });
    expect(Date.parse(updated.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.body.data.updatedAt));

    const deleted = await api.acme.call('DELETE', `/api/products/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.success).toBe(true);
    const after = await api.acme.call('GET', '/api/products');
    expect(after.body.data.map((p: { _id: string }) => p._id)).not.toContain(id);
    await expectRefused('DELETE', `/api/products/${id}`, { token: api.acme.token }, 404);
  });

  it.each([
    ['no productName', { productDescription: 'x' }],
    ['an empty productName', { productName: '' }],
    ['a blank productName', { productName: '  ' }],
    ['a productName of the wrong type', { productName: ['x'] }],
    ['a link that is not a URL', { productName: 'X', productLink: 'acme dot com' }],
    ['a script link', { productName: 'X', productLink: 'javascript:alert(1)' }],
    ['a script brochure', { productName: 'X', BrochureUrl: 'data:text/html,<script>alert(1)</script>' }],
    ['the column name instead of BrochureUrl', { productName: 'X', brochureUrl: 'https://x.example' }],
  ])('POST with %s answers 400 and changes nothing', async (_label, json) => {
    await expectRefused('POST', '/api/products', { token: api.acme.token, json }, 400);
  });

  it('another company’s product answers 404 to update and delete, and nothing changes', async () => {
    const update = await expectRefused('PUT', `/api/products/${borealisProductId}`, { token: api.acme.token, json: { productName: 'Mine now' } }, 404);
    expect(update.body.message).toBe('Product not found');
    await expectRefused('DELETE', `/api/products/${borealisProductId}`, { token: api.acme.token }, 404);
  });

  it('unknown and malformed ids are refused without a server error', async () => {
    await expectRefused('PUT', `/api/products/${unknownId}`, { token: api.acme.token, json: { productName: 'X' } }, 404);
    await expectRefused('DELETE', '/api/products/42', { token: api.acme.token }, 400);
  });

  it.each([
    ['GET', '/api/products'],
    ['POST', '/api/products'],
    ['PUT', `/api/products/${unknownId}`],
    ['DELETE', `/api/products/${unknownId}`],
  ])('%s %s without a token answers 401 and changes nothing', async (method, path) => {
    const json = method === 'POST' || method === 'PUT' ? { productName: 'Nobody' } : undefined;
    const answer = await expectRefused(method, path, { json }, 401);
    expect(answer.body.message).toBe('Unauthorized');
  });
});
