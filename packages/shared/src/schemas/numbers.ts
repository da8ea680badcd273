/**
 * The whole numbers a request may carry, each bounded by the schema to what its column holds
 * (issue 30): a number past the column's range would otherwise pass validation and fail in the
 * query, as a 500. Every integer of every request schema is built here.
 */
import * as z from 'zod/mini';

/** The largest value of PostgreSQL's `integer` (and `serial`): every ID, folio and count column. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

/**
 * A whole number from `min` to `max`. The range comes before the integer check, so a number
 * past 2^53 is refused naming the field's own bound, not JavaScript's.
 */
export function intBetween(min: number, max: number) {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < INT4_MIN || max > INT4_MAX || min > max) {
    throw new RangeError(`intBetween(${min}, ${max}): the range must fit an integer column`);
  }
  return z.number().check(z.gte(min), z.lte(max), z.int());
}

/** A whole number from 1 to `max` (a page, a count): "mayor a 0" like every ID. */
export function positiveInt(max: number = INT4_MAX) {
  if (!Number.isInteger(max) || max < 1 || max > INT4_MAX) throw new RangeError(`positiveInt(${max}): must fit an integer column`);
  return z.number().check(z.positive(), z.lte(max), z.int());
}

/** The largest amount of PostgreSQL's `numeric(12, 2)`, every money column: prices, order totals. */
export const MONEY_MAX = 9_999_999_999.99;

/** The ID of a row (`serial`), or a folio, as a client sends it. */
export const dbId = () => positiveInt(INT4_MAX);
