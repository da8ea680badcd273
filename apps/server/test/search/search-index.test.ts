import { describe, expect, it } from 'vitest';
import { SearchIndex, type IndexedProduct } from '../../src/modules/search/search-index';
import { topSlots } from '../../src/modules/search/sorted-lists';
import { parseTsQueryText } from '../../src/modules/search/tsquery-text';

const product = (
  sku: string,
  name: string,
  price: string,
  lexemes: string,
  extra: Partial<IndexedProduct['summary']> = {},
): IndexedProduct => ({
  summary: {
    sku,
    name,
    price,
    presentation: '',
    brand: '',
    laboratory: '',
    activeIngredient: '',
    images: [],
    requiresPrescription: false,
    medicineGroup: null,
    antibiotic: false,
    promotion: null,
    ...extra,
  },
  barcode: `750${sku}`,
  lexemes: lexemes.split(' ').map((entry) => ({ lexeme: entry.split(':')[0]!, weights: entry.split(':')[1]! })),
});

function catalogue() {
  const index = new SearchIndex();
  index.upsert(product('N', 'Aloe gel', '50.00', 'alo:A gel:A'));
  index.upsert(product('I', 'Crema humectante', '30.00', 'alo:B crem:A humect:A'));
  index.upsert(product('B', 'Jabón neutro', '20.00', 'alo:C jabon:A neutr:A'));
  index.upsert(product('D', 'Shampoo', '99.00', 'alo:D shampo:A', { requiresPrescription: true }));
  index.upsert(product('X', 'Aloe gel y crema', '10.00', 'alo:AB crem:A gel:A'));
  index.setNameOrder(['N', 'X', 'I', 'B', 'D']);
  return index;
}
const search = (index: SearchIndex, query: string, more: Partial<Parameters<SearchIndex['search']>[0]> = {}) => {
  const found = index.search({
    query: parseTsQueryText(query),
    raw: null,
    prescription: null,
    sort: 'relevance',
    limit: 10,
    offset: 0,
    ...more,
  });
  return { skus: found.page.map((p) => p.product.sku), total: found.total };
};

describe('parsing a tsquery as PostgreSQL prints it', () => {
  it('keeps precedence, prefixes, weights and quoted lexemes', () => {
    expect(parseTsQueryText("( 'analges':* | 'dolor':* ) & 'crem':*")).toEqual({
      op: 'and',
      left: {
        op: 'or',
        left: { op: 'lexeme', lexeme: 'analges', prefix: true, weights: 0 },
        right: { op: 'lexeme', lexeme: 'dolor', prefix: true, weights: 0 },
      },
      right: { op: 'lexeme', lexeme: 'crem', prefix: true, weights: 0 },
    });
    expect(parseTsQueryText("'a' | 'b' & 'c'")).toMatchObject({ op: 'or', right: { op: 'and' } });
    expect(parseTsQueryText("!'a' & 'it''s':AB")).toMatchObject({ op: 'and', left: { op: 'not' }, right: { lexeme: "it's", weights: 12 } });
    expect(parseTsQueryText("'omega' <-> '3'")).toMatchObject({ op: 'and' });
    expect(parseTsQueryText('')).toBeNull();
    expect(() => parseTsQueryText("'abierta")).toThrow();
  });
});

describe('the in-memory search index', () => {
  it('ranks a hit in the name over the active ingredient, brand or laboratory, then description; more places add up', () => {
    expect(search(catalogue(), "'alo':*")).toEqual({ skus: ['X', 'N', 'I', 'B', 'D'], total: 5 });
  });

  it('puts a product whose name starts with the word before one that has it further in', () => {
    const index = new SearchIndex();
    const antigripal = product('A', 'Antigripal paracetamol', '30.00', 'antigrip:A paracetamol:AB');
    const paracetamol = product('P', 'Paracetamol 500 mg', '20.00', 'paracetamol:AB');
    paracetamol.lexemes[0]!.startsName = true;
    index.upsert(antigripal);
    index.upsert(paracetamol);
    index.setNameOrder(['A', 'P']);
    expect(search(index, "'paracetamol':*").skus).toEqual(['P', 'A']);
  });

  it('needs every word (and) and any form of a word (or); a prefix reaches longer lexemes', () => {
    const index = catalogue();
    expect(search(index, "'alo' & 'crem'").skus).toEqual(['X', 'I']);
    expect(search(index, "'jabon' | 'shampo'").skus.sort()).toEqual(['B', 'D']);
    expect(search(index, "'sham':*").skus).toEqual(['D']);
    expect(search(index, "'sham'").skus).toEqual([]);
    expect(search(index, "'alo':A").skus).toEqual(['N', 'X']); // only the name counts: a tie, by name
  });

  it('puts an exact SKU or barcode first, filters by prescription, sorts by price or name and pages', () => {
    const index = catalogue();
    expect(search(index, "'alo':*", { raw: 'B' }).skus[0]).toBe('B');
    expect(search(index, "'alo':*", { raw: '750D' }).skus[0]).toBe('D');
    expect(search(index, "'alo':*", { prescription: true }).skus).toEqual(['D']);
    expect(search(index, "'alo':*", { sort: 'price_asc' }).skus).toEqual(['X', 'B', 'I', 'N', 'D']);
    expect(search(index, "'alo':*", { sort: 'price_desc' }).skus).toEqual(['D', 'N', 'I', 'B', 'X']);
    expect(search(index, "'alo':*", { sort: 'name', limit: 2, offset: 1 })).toEqual({ skus: ['X', 'I'], total: 5 });
  });

  it('forgets a removed product and finds a changed one by its new words only', () => {
    const index = catalogue();
    index.remove('N');
    index.upsert(product('X', 'Sábila', '10.00', 'sabil:A'));
    expect(search(index, "'alo':*").skus).toEqual(['I', 'B', 'D']);
    expect(search(index, "'sabil'").skus).toEqual(['X']);
    expect(search(index, "'gel'").total).toBe(0);
    expect(index.size).toBe(4);
  });
});

describe('picking the first slots without sorting them all', () => {
  it('gives the same first slots as a full sort, for any count', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = Array.from({ length: 500 }, () => Math.floor(random() * 50));
    const before = (a: number, b: number) => values[a]! < values[b]! || (values[a] === values[b] && a < b);
    const sorted = values.map((_, i) => i).sort((a, b) => (before(a, b) ? -1 : 1));
    for (const count of [0, 1, 7, 24, 499, 500, 600]) expect(topSlots(values.keys(), count, before)).toEqual(sorted.slice(0, count));
  });
});
