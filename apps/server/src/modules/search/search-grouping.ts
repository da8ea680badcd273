import type { ProductSummaryRow } from './listed-product';
import { topSlots } from './sorted-lists';

/** The customer's side of a tie: in stock where they buy, and how much it sells (search-signals.ts). */
export interface TieBreak {
  inStock(sku: string): boolean;
  sold(sku: string): number;
}

/** What grouping reads of each slot of the index. */
export interface GroupingFields {
  score(slot: number): number;
  name(slot: number): string;
  sku(slot: number): string;
  priceCents(slot: number): number;
  nameRank(slot: number): number;
  summary(slot: number): ProductSummaryRow;
  tieBreak: TieBreak;
}

/** A name sold by 200 laboratories lists its 12 best; the rest are one tap away on a search by brand. */
export const SAME_NAME_SHOWN = 12;

export interface GroupedResult {
  product: ProductSummaryRow;
  score: number;
  /** The group's best products (this one first, at most SAME_NAME_SHOWN), each with whether it is in stock. */
  options: { product: ProductSummaryRow; inStock: boolean }[];
  /** How many products the group has in all. */
  size: number;
}
export interface GroupedPage {
  page: GroupedResult[];
  total: number;
}

interface Group {
  members: number[];
  score: number;
  inStock: boolean;
  sold: number;
  minPrice: number;
}

/**
 * One result per product name (decision 038): several laboratories sell "Omeprazol 20 mg 14
 * cápsulas", and five of them in a row leave a customer nothing to choose from on the first
 * screen. Within a group, and between groups that match equally well, what a customer wants
 * comes first: in stock at their branch, then best-selling, then the lower price; then the name
 * and SKU, so the order is stable.
 */
export function groupByName(hits: readonly number[], offset: number, limit: number, f: GroupingFields): GroupedPage {
  const inStock = new Map<number, boolean>();
  const sold = new Map<number, number>();
  for (const slot of hits) {
    const sku = f.sku(slot);
    inStock.set(slot, f.tieBreak.inStock(sku));
    sold.set(slot, f.tieBreak.sold(sku));
  }
  const memberBefore = (a: number, b: number): boolean => {
    if (f.score(a) !== f.score(b)) return f.score(a) > f.score(b);
    if (inStock.get(a) !== inStock.get(b)) return inStock.get(a)!;
    if (sold.get(a) !== sold.get(b)) return sold.get(a)! > sold.get(b)!;
    if (f.priceCents(a) !== f.priceCents(b)) return f.priceCents(a) < f.priceCents(b);
    return f.nameRank(a) < f.nameRank(b) || (f.nameRank(a) === f.nameRank(b) && f.sku(a) < f.sku(b));
  };
  const byName = new Map<string, Group>();
  for (const slot of hits) {
    const key = f.name(slot).toLocaleLowerCase('es-MX');
    const group = byName.get(key);
    if (!group) {
      byName.set(key, {
        members: [slot],
        score: f.score(slot),
        inStock: inStock.get(slot)!,
        sold: sold.get(slot)!,
        minPrice: f.priceCents(slot),
      });
      continue;
    }
    group.members.push(slot);
    group.score = Math.max(group.score, f.score(slot));
    group.inStock ||= inStock.get(slot)!;
    group.sold += sold.get(slot)!;
    group.minPrice = Math.min(group.minPrice, f.priceCents(slot));
  }
  const groups = [...byName.values()];
  for (const g of groups) g.members.sort((a, b) => (memberBefore(a, b) ? -1 : memberBefore(b, a) ? 1 : 0));
  const groupBefore = (i: number, j: number): boolean => {
    const a = groups[i]!;
    const b = groups[j]!;
    if (a.score !== b.score) return a.score > b.score;
    if (a.inStock !== b.inStock) return a.inStock;
    if (a.sold !== b.sold) return a.sold > b.sold;
    if (a.minPrice !== b.minPrice) return a.minPrice < b.minPrice;
    return memberBefore(a.members[0]!, b.members[0]!);
  };
  const page = topSlots(
    groups.map((_, i) => i),
    offset + limit,
    groupBefore,
  ).slice(offset);
  return {
    page: page.map((i) => {
      const g = groups[i]!;
      const options = g.members.slice(0, SAME_NAME_SHOWN).map((slot) => ({ product: f.summary(slot), inStock: inStock.get(slot)! }));
      return { product: options[0]!.product, score: g.score, options, size: g.members.length };
    }),
    total: groups.length,
  };
}
