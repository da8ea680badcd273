import { describe, expect, it } from 'vitest';
import { buildAnyWordTsQuery, buildTsQuery, documentText, normalizeSearchText, searchWords } from '../../src/modules/search/search-terms';

describe('search terms', () => {
  it('lower-cases and drops accents but keeps the ñ', () => {
    expect(normalizeSearchText('  Analgésico PEQUEÑO Ácido ')).toBe('analgesico pequeño acido');
  });

  it('folds the ñ too for the database, as unaccent did to the stored document', () => {
    expect(documentText('Pañales PEQUEÑOS')).toBe('panales pequenos');
    expect(searchWords('pañales etapa 3')).toEqual(['panales', 'etapa']);
  });

  it('keeps words of two or more letters or digits, never tsquery syntax', () => {
    expect(searchWords("Advil 400 mg & | ! ( ) :* 'x' a")).toEqual(['advil', '400', 'mg']);
  });

  it('ANDs the words, each as a prefix OR-ed with its synonyms', () => {
    const synonyms = (w: string) => (w === 'acetaminofen' ? ['paracetamol'] : []);
    expect(buildTsQuery(['acetaminofen', '500'], synonyms)).toBe('(acetaminofen:* | paracetamol:*) & (500:*)');
    expect(buildTsQuery([], synonyms)).toBeNull();
  });

  it('looks for "did you mean" among products with any form of any word', () => {
    const alternatives = (w: string) => (w === 'tempral' ? ['tempra'] : []);
    expect(buildAnyWordTsQuery(['tempral', 'forte'], alternatives)).toBe('tempral:* | tempra:* | forte:*');
    expect(buildAnyWordTsQuery([], alternatives)).toBeNull();
  });
});
