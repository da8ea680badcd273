import { describe, expect, it } from 'vitest';
import { createWordAlternativesCache } from '../../src/modules/search/word-alternatives-cache';

describe('word alternatives cache', () => {
  const setUp = (ttlMs: number) => {
    let now = 0;
    const asked: string[][] = [];
    const forms: Record<string, string[]> = { paracetmol: ['paracetamol'], acetaminofen: ['paracetamol'] };
    const alternativesOf = createWordAlternativesCache(
      async (words) => {
        asked.push([...words]);
        return new Map(words.filter((w) => forms[w]).map((w) => [w, forms[w]!]));
      },
      ttlMs,
      () => now,
    );
    return { alternativesOf, asked, forms, setNow: (ms: number) => (now = ms) };
  };

  it('asks the database only for the words it does not remember, all in one query', async () => {
    const { alternativesOf, asked } = setUp(60_000);
    expect(Object.fromEntries(await alternativesOf(['paracetmol', 'tabletas']))).toEqual({ paracetmol: ['paracetamol'], tabletas: [] });
    expect(Object.fromEntries(await alternativesOf(['acetaminofen', 'paracetmol', 'tabletas']))).toEqual({
      acetaminofen: ['paracetamol'],
      paracetmol: ['paracetamol'],
      tabletas: [],
    });
    expect(await alternativesOf(['tabletas', 'paracetmol'])).toBeInstanceOf(Map);
    // A word without alternatives is remembered too (that is the common case).
    expect(asked).toEqual([['paracetmol', 'tabletas'], ['acetaminofen']]);
  });

  it('asks again once the time is up, so new corrections and synonyms arrive', async () => {
    const { alternativesOf, asked, forms, setNow } = setUp(60_000);
    await alternativesOf(['xilocaina']);
    forms.xilocaina = ['xylocaina'];
    setNow(59_999);
    expect((await alternativesOf(['xilocaina'])).get('xilocaina')).toEqual([]);
    setNow(60_000);
    expect((await alternativesOf(['xilocaina'])).get('xilocaina')).toEqual(['xylocaina']);
    expect(asked).toHaveLength(2);
  });

  it('remembers nothing with a zero time (tests that change the catalogue)', async () => {
    const { alternativesOf, asked } = setUp(0);
    await alternativesOf(['suero']);
    await alternativesOf(['suero']);
    expect(asked).toEqual([['suero'], ['suero']]);
  });
});
