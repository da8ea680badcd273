import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { seedSmallDataset } from '../helpers/dataset';
import { engines } from '../helpers/test-database';
import { adminCall, productForm } from './helpers';

// As the server runs: each typed word's forms remembered for a minute. A synonym added in the back
// office must not wait for that minute: the memory is dropped when the index's version moves.
describe.each(engines)('catalogue changes reach a search whose words are remembered, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedSmallDataset, searchWordsTtlMs: 60_000 });
    token = (await personWith(t.db, ['CATALOGUE'])).token;
  });
  afterAll(() => t.close());

  const found = async (q: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/catalogue/products?q=${q}` }))
      .json<{ products: { SKU: string }[] }>()
      .products.map((p) => p.SKU);

  it('a new synonym and an edited name are searched at once, though the word was searched before', async () => {
    const form = productForm({ NAME: 'Ventolina inhalador', ACTIVE_INGREDIENT: 'salbutamol' });
    await adminCall(t.app, token, 'products/save', { ORIGINAL_SKU: null, product: form });
    expect(await found('asmafin')).toEqual([]);
    await adminCall(t.app, token, 'synonyms/add', { TERM: 'asmafin', SYNONYM: 'salbutamol' });
    expect(await found('asmafin')).toEqual([form.SKU]);

    expect(await found('broncolisto')).toEqual([]);
    await adminCall(t.app, token, 'products/save', { ORIGINAL_SKU: form.SKU, product: { ...form, NAME: 'Broncolisto inhalador' } });
    expect(await found('broncolisto')).toEqual([form.SKU]);
  });
});
