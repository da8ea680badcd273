import { describe, expect, it } from 'vitest';
import type { SerializedJson } from '../../src/lib/json-cache';
import { createShell } from '../../src/plugins/web-shell';

const prepared = (value: unknown): SerializedJson => {
  const json = JSON.stringify(value);
  return { json, bytes: Buffer.from(json), etag: '"x"' };
};

const TEMPLATE = '<!doctype html><html><head><title>Mostrador</title><!--boot-data--></head><body></body></html>';

describe('the product page shell', () => {
  it('is rendered and compressed once per cached product answer, again when the answer changes', async () => {
    const info = prepared({ ok: true, company: { NAME: 'Farmacia', LOGO: null }, img_url: '/media/' });
    let product = prepared({ ok: true, product: { SKU: 'MED-1', IMAGE: 'products/a.webp' } });
    const shell = createShell(() => TEMPLATE, {
      companyInfo: () => info,
      banners: () => Promise.reject(new Error('none')),
      getTheme: () => Promise.reject(new Error('none')),
      backgrounds: () => Promise.reject(new Error('none')),
      product: () => product,
    });
    const page = { kind: 'product', sku: 'MED-1' } as const;
    const first = await shell(page);
    expect(first.html.toString()).toContain('products/a.webp');
    expect(await shell(page)).toBe(first);
    product = prepared({ ok: true, product: { SKU: 'MED-1', IMAGE: 'products/b.webp' } });
    const next = await shell(page);
    expect(next).not.toBe(first);
    expect(next.html.toString()).toContain('products/b.webp');
  });
});
