import { describe, expect, it } from 'vitest';
import { branchColumnWords, matchBranch } from '../../src/catalogue-import/branch-columns';
import { guessMapping } from '../../src/catalogue-import/columns';

/** The demo chain's branches (apps/server/src/seed/data/branches.ts), a few of them. */
const DEMO = [
  { code: 'GDL-CENTRO', name: 'Mostrador Centro' },
  { code: 'ZAP-CENTRO', name: 'Mostrador Zapopan Centro' },
  { code: 'TON-CENTRO', name: 'Mostrador Tonalá' },
];

describe('"Existencia <sucursal>" columns', () => {
  it('name a branch by its code, its name, or its name without the words every name starts with', () => {
    expect(matchBranch('GDL-CENTRO', DEMO)).toEqual({ code: 'GDL-CENTRO' });
    expect(matchBranch('gdl centro', DEMO)).toEqual({ code: 'GDL-CENTRO' });
    expect(matchBranch('Mostrador Centro', DEMO)).toEqual({ code: 'GDL-CENTRO' });
    expect(matchBranch('Centro', DEMO)).toEqual({ code: 'GDL-CENTRO' });
    expect(matchBranch('ZAPOPAN CENTRO', DEMO)).toEqual({ code: 'ZAP-CENTRO' });
    expect(matchBranch('Tonala', DEMO)).toEqual({ code: 'TON-CENTRO' });
    expect(matchBranch('Norte', DEMO)).toBeNull();
    expect(matchBranch('Mostrador', DEMO)).toBeNull();
  });

  it('say so when the words fit several branches, and the template then writes the code', () => {
    const twins = [...DEMO, { code: 'GDL-CENTRO-2', name: 'Mostrador Centro' }];
    expect(matchBranch('Centro', twins)).toEqual({ ambiguous: ['GDL-CENTRO', 'GDL-CENTRO-2'] });
    expect(branchColumnWords(twins[3]!, twins)).toBe('GDL-CENTRO-2');
    expect(branchColumnWords(DEMO[2]!, DEMO)).toBe('Mostrador Tonalá');
  });

  it('keep a lone branch’s whole name: no words are shared with anyone', () => {
    const one = [{ code: 'UNICA', name: 'Farmacia Centro' }];
    expect(matchBranch('Farmacia Centro', one)).toEqual({ code: 'UNICA' });
    expect(matchBranch('Centro', one)).toBeNull();
  });

  it('are guessed by the mapping; words of no branch stay as written for the dry run to name', () => {
    const headers = ['SKU', 'Existencia Mostrador Centro', 'existencias: zapopan centro', 'Inventario Norte', 'Categorías'];
    expect(guessMapping(headers, DEMO)).toEqual(['SKU', 'STOCK:GDL-CENTRO', 'STOCK:ZAP-CENTRO', 'STOCK:Norte', 'CATEGORIES']);
  });
});
