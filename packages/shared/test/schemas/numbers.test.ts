import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dbId, INT4_MAX, INT4_MIN, intBetween, positiveInt } from '../../src/schemas/numbers';

const issue = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : `${result.error.issues[0]?.code} ${JSON.stringify(result.error.issues[0]?.path)}`;
};
const firstBound = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  const first = result.success ? undefined : (result.error.issues[0] as { maximum?: unknown; minimum?: unknown } | undefined);
  return first?.maximum ?? first?.minimum;
};

describe('the integers a request may carry (issue 30)', () => {
  it('an ID is a whole number an integer column holds', () => {
    const id = dbId();
    expect([1, 12, INT4_MAX].map((v) => issue(id, v))).toEqual(['ok', 'ok', 'ok']);
    expect([0, -1].map((v) => issue(id, v))).toEqual(['too_small []', 'too_small []']);
    expect([2 ** 31, 2 ** 53, 1e308].map((v) => issue(id, v))).toEqual(['too_big []', 'too_big []', 'too_big []']);
    expect(issue(id, 1.5)).toBe('invalid_type []');
    expect(issue(id, '12')).toBe('invalid_type []');
  });

  it('names the column bound first, not 2^53, however large the number', () => {
    fc.assert(
      fc.property(fc.double({ min: 2 ** 31, noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(firstBound(dbId(), value)).toBe(INT4_MAX);
        expect(firstBound(intBetween(-5, 5), -value)).toBe(-5);
      }),
    );
  });

  it('accepts every whole number of its range and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3000, max: 3000 }), (value) => {
        expect(intBetween(0, 1000).safeParse(value).success).toBe(value >= 0 && value <= 1000);
        expect(positiveInt(60).safeParse(value).success).toBe(value >= 1 && value <= 60);
      }),
    );
  });

  it('refuses to be declared wider than an integer column', () => {
    expect(() => intBetween(0, INT4_MAX + 1)).toThrow(RangeError);
    expect(() => intBetween(INT4_MIN - 1, 0)).toThrow(RangeError);
    expect(() => intBetween(0, 1.5)).toThrow(RangeError);
    expect(() => positiveInt(2 ** 53)).toThrow(RangeError);
    expect(() => intBetween(INT4_MIN, INT4_MAX)).not.toThrow();
  });

  it('is an integer with its bounds in the OpenAPI document', () => {
    expect(z.toJSONSchema(dbId())).toMatchObject({ type: 'integer', exclusiveMinimum: 0, maximum: INT4_MAX });
    expect(z.toJSONSchema(intBetween(-1_000_000, 1_000_000))).toMatchObject({ type: 'integer', minimum: -1_000_000, maximum: 1_000_000 });
  });
});
