import type { ProductSort, ProductSummaryRow } from './product-list-query';
import { WEIGHT_BITS, type TsQueryNode } from './tsquery-text';

/** What the index keeps of an active product: what a list shows of it, and its search document's lexemes. */
export interface IndexedProduct {
  summary: ProductSummaryRow;
  barcode: string;
  /** The lexemes of products.search_document, each with its weight letters ("AD"), and whether it is the name's first word. */
  lexemes: { lexeme: string; weights: string; startsName?: boolean }[];
}

export interface IndexSearch {
  query: TsQueryNode | null;
  /** Exact SKU or barcode as typed: that product comes first. */
  raw: string | null;
  prescription: boolean | null;
  sort: ProductSort;
  limit: number;
  offset: number;
}

/** ts_rank's default weights: a hit in the name (A) over the active ingredient (B), brand or laboratory (C), description (D). */
const WEIGHT_VALUE = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7];
/** Stored beside the weight bits: the lexeme is the name's first word ("Paracetamol 500 mg" before "Antigripal paracetamol…"). */
const STARTS_NAME = 16;
const STARTS_NAME_BONUS = 0.5;
const EXACT_CODE_SCORE = 1000;

interface Postings {
  slots: number[];
  /** Weight bits of the lexeme in that slot's product. */
  weights: number[];
}

/**
 * The Spanish search over the active catalogue, in memory: an inverted index from each lexeme
 * of products.search_document to the products that hold it. PostgreSQL still does the language
 * work (stemming, accents, stop words: the query arrives as its to_tsquery tree), so matches are
 * the full-text GIN's; what no longer goes to the database is visiting and ranking every
 * matching row, which for a broad word ("dolor": 3,878 of 50,000 products) cost ~15 ms there.
 *
 * Ranking: each word scores the best place it appears (name 1, active ingredient 0.4, brand or
 * laboratory 0.2, description 0.1, added when it appears in several; 0.5 more when it is the
 * name's first word); words add up; an exact SKU or barcode adds 1,000. Ties go by name in the
 * database's own order (nameRank).
 *
 * A changed product takes a new slot and its old one dies; the owner rebuilds when many have.
 */
export class SearchIndex {
  private skus: string[] = [];
  /**
   * What a list shows of each product, as JSON text: one string per product instead of ~10
   * objects, so the garbage collector has 50,000 things to mark here, not 500,000 (with the
   * objects, add to cart answered ~15–20% fewer requests a second on the same server).
   */
  private summaries: string[] = [];
  private barcodes: string[] = [];
  private priceCents: number[] = [];
  private prescription: boolean[] = [];
  private alive: boolean[] = [];
  private nameRank: number[] = [];
  private readonly slotOfSku = new Map<string, number>();
  private readonly slotOfBarcode = new Map<string, number>();
  private readonly postings = new Map<string, Postings>();
  private sortedLexemes: string[] | null = null;
  private dead = 0;

  /** The catalogue version (catalogue_search_state) this index reflects. */
  version = -1;

  get size(): number {
    return this.slotOfSku.size;
  }

  /** Many dead slots: cheaper to build again than to keep skipping them. */
  get wantsRebuild(): boolean {
    return this.dead > 1000 && this.dead > this.size;
  }

  upsert(product: IndexedProduct): void {
    const { sku } = product.summary;
    this.remove(sku);
    const slot = this.skus.length;
    this.skus.push(sku);
    this.summaries.push(JSON.stringify(product.summary));
    this.barcodes.push(product.barcode);
    this.priceCents.push(Math.round(Number(product.summary.price) * 100));
    this.prescription.push(product.summary.requiresPrescription);
    this.alive.push(true);
    this.nameRank.push(Number.MAX_SAFE_INTEGER);
    this.slotOfSku.set(sku, slot);
    this.slotOfBarcode.set(product.barcode, slot);
    for (const { lexeme, weights, startsName } of product.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        this.postings.set(lexeme, (list = { slots: [], weights: [] }));
        this.sortedLexemes = null;
      }
      list.slots.push(slot);
      list.weights.push(weightBits(weights) | (startsName ? STARTS_NAME : 0));
    }
  }

  remove(sku: string): void {
    const slot = this.slotOfSku.get(sku);
    if (slot === undefined) return;
    this.alive[slot] = false;
    this.slotOfSku.delete(sku);
    if (this.slotOfBarcode.get(this.barcodes[slot]!) === slot) this.slotOfBarcode.delete(this.barcodes[slot]!);
    this.dead++;
  }

  /** The active products' SKUs in the database's `order by name, sku`. */
  setNameOrder(skusByName: readonly string[]): void {
    skusByName.forEach((sku, rank) => {
      const slot = this.slotOfSku.get(sku);
      if (slot !== undefined) this.nameRank[slot] = rank;
    });
  }

  /** The page's products in order with their scores, and how many products match. */
  search(s: IndexSearch): { page: { product: ProductSummaryRow; score: number }[]; total: number } {
    const matches = s.query ? this.evaluate(s.query) : this.matches();
    const { scores } = matches;
    if (s.raw !== null) {
      const exact = this.slotOfSku.get(s.raw) ?? this.slotOfBarcode.get(s.raw);
      if (exact !== undefined) {
        if (scores[exact] === 0) matches.slots.push(exact);
        scores[exact]! += EXACT_CODE_SCORE;
      }
    }
    const hits = s.prescription === null ? matches.slots : matches.slots.filter((slot) => this.prescription[slot] === s.prescription);
    const page = topSlots(hits, s.offset + s.limit, this.comparator(s.sort, scores)).slice(s.offset);
    const found = { page: page.map((slot) => ({ product: JSON.parse(this.summaries[slot]!) as ProductSummaryRow, score: scores[slot]! })), total: hits.length };
    this.release(matches);
    return found;
  }

  /** `a` before `b` in the list's order. */
  private comparator(sort: ProductSort, scores: Float64Array): (a: number, b: number) => boolean {
    const rank = this.nameRank;
    const price = this.priceCents;
    const byName = (a: number, b: number) => rank[a]! < rank[b]! || (rank[a] === rank[b] && this.skus[a]! < this.skus[b]!);
    switch (sort) {
      case 'price_asc':
        return (a, b) => price[a]! < price[b]! || (price[a] === price[b] && byName(a, b));
      case 'price_desc':
        return (a, b) => price[a]! > price[b]! || (price[a] === price[b] && byName(a, b));
      case 'name':
        return byName;
      default:
        return (a, b) => scores[a]! > scores[b]! || (scores[a] === scores[b] && byName(a, b));
    }
  }

  /**
   * The slots a query matches, each with its score. Scores live in dense arrays reused from one
   * search to the next (cleared at the matched slots only), so a search costs the postings it
   * reads, without allocating or clearing 50,000 places per word.
   */
  private evaluate(node: TsQueryNode): Matches {
    switch (node.op) {
      case 'lexeme':
        return this.matchLexeme(node.lexeme, node.prefix, node.weights);
      case 'or': {
        const left = this.evaluate(node.left);
        const right = this.evaluate(node.right);
        for (const slot of right.slots) {
          const score = right.scores[slot]!;
          if (left.scores[slot] === 0) left.slots.push(slot);
          if (left.scores[slot]! < score) left.scores[slot] = score;
        }
        this.release(right);
        return left;
      }
      case 'and': {
        let small = this.evaluate(node.left);
        let big = this.evaluate(node.right);
        if (small.slots.length > big.slots.length) [small, big] = [big, small];
        const both: number[] = [];
        for (const slot of small.slots) {
          if (big.scores[slot]! > 0) {
            small.scores[slot]! += big.scores[slot]!;
            both.push(slot);
          } else small.scores[slot] = 0;
        }
        small.slots = both;
        this.release(big);
        return small;
      }
      case 'not': {
        const excluded = this.evaluate(node.arg);
        const rest = this.matches();
        // Matches without a score of its own: the smallest positive number.
        for (const slot of this.slotOfSku.values()) {
          if (excluded.scores[slot] === 0) {
            rest.scores[slot] = Number.MIN_VALUE;
            rest.slots.push(slot);
          }
        }
        this.release(excluded);
        return rest;
      }
    }
  }

  private matchLexeme(lexeme: string, prefix: boolean, weightFilter: number): Matches {
    const found = this.matches();
    const { scores, slots } = found;
    const add = (list: Postings) => {
      for (let i = 0; i < list.slots.length; i++) {
        const slot = list.slots[i]!;
        const stored = list.weights[i]!;
        const bits = weightFilter === 0 ? stored & 15 : stored & weightFilter;
        if (bits === 0 || !this.alive[slot]) continue;
        const score = WEIGHT_VALUE[bits]! + (weightFilter === 0 && stored & STARTS_NAME ? STARTS_NAME_BONUS : 0);
        if (scores[slot] === 0) slots.push(slot);
        if (scores[slot]! < score) scores[slot] = score;
      }
    };
    if (!prefix) {
      const list = this.postings.get(lexeme);
      if (list) add(list);
      return found;
    }
    const sorted = (this.sortedLexemes ??= [...this.postings.keys()].sort());
    for (let i = lowerBound(sorted, lexeme); i < sorted.length && sorted[i]!.startsWith(lexeme); i++) add(this.postings.get(sorted[i]!)!);
    return found;
  }

  private readonly scratch: Float64Array[] = [];

  /** An empty match set: a zeroed score array from the pool (new ones when the slots outgrew it). */
  private matches(): Matches {
    let scores = this.scratch.pop();
    while (scores && scores.length < this.skus.length) scores = this.scratch.pop();
    return { scores: scores ?? new Float64Array(Math.ceil(this.skus.length * 1.25) + 64), slots: [] };
  }

  private release(matches: Matches): void {
    for (const slot of matches.slots) matches.scores[slot] = 0;
    // Slots a failed "and" zeroed are no longer listed, and were zeroed there.
    this.scratch.push(matches.scores);
  }
}

interface Matches {
  scores: Float64Array;
  slots: number[];
}

function weightBits(letters: string): number {
  let bits = 0;
  for (const letter of letters) bits |= WEIGHT_BITS[letter] ?? 0;
  // A lexeme stored without a weight is PostgreSQL's default, D.
  return bits || WEIGHT_BITS.D!;
}

/** The first place in a sorted list whose value is not below `value`. */
export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first `count` slots in order, without sorting them all: a bounded max-heap of the best so far. */
export function topSlots(slots: Iterable<number>, count: number, before: (a: number, b: number) => boolean): number[] {
  const heap: number[] = [];
  if (count <= 0) return heap;
  // heap[0] is the worst slot kept; a new slot replaces it when it comes before it.
  const worse = (i: number, j: number) => before(heap[j]!, heap[i]!);
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(l, top)) top = l;
      if (r < heap.length && worse(r, top)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (const slot of slots) {
    if (heap.length < count) {
      heap.push(slot);
      siftUp(heap.length - 1);
    } else if (before(slot, heap[0]!)) {
      heap[0] = slot;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
