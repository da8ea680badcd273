import type { ProductSort, ProductSummaryRow } from './listed-product';
import { LexemePostings } from './lexeme-postings';
import { topSlots } from './sorted-lists';
import type { TsQueryNode } from './tsquery-text';
import { groupByName, type GroupedPage, type TieBreak } from './search-grouping';

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

const EXACT_CODE_SCORE = 1000;

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
  private names: string[] = [];
  private barcodes: string[] = [];
  private priceCents: number[] = [];
  private prescription: boolean[] = [];
  private alive: boolean[] = [];
  private nameRank: number[] = [];
  private readonly slotOfSku = new Map<string, number>();
  private readonly slotOfBarcode = new Map<string, number>();
  private readonly postings = new LexemePostings(this.alive, this.slotOfSku, () => this.skus.length);
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
    this.names.push(product.summary.name);
    this.barcodes.push(product.barcode);
    this.priceCents.push(Math.round(Number(product.summary.price) * 100));
    this.prescription.push(product.summary.requiresPrescription);
    this.alive.push(true);
    this.nameRank.push(Number.MAX_SAFE_INTEGER);
    this.slotOfSku.set(sku, slot);
    this.slotOfBarcode.set(product.barcode, slot);
    for (const { lexeme, weights, startsName } of product.lexemes) this.postings.add(lexeme, slot, weights, startsName === true);
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
    const { matches, scores, hits } = this.hitsOf(s);
    const page = topSlots(hits, s.offset + s.limit, this.comparator(s.sort, scores)).slice(s.offset);
    const found = {
      page: page.map((slot) => ({ product: this.summaryOf(slot), score: scores[slot]! })),
      total: hits.length,
    };
    this.postings.release(matches);
    return found;
  }

  /** By relevance, one result per name (search-grouping.ts); `total` counts names. */
  searchGrouped(s: Omit<IndexSearch, 'sort'>, tieBreak: TieBreak): GroupedPage {
    const { matches, scores, hits } = this.hitsOf(s);
    const found = groupByName(
      hits,
      s.offset,
      s.limit,
      this.groupingBy((slot) => scores[slot]!, tieBreak),
    );
    this.postings.release(matches);
    return found;
  }

  /**
   * A list without words (a category's products), one result per name: no score tells them
   * apart, so the customer's tie-break alone orders them (in stock, best-selling, price, name).
   */
  groupedAmong(skus: readonly string[], s: Pick<IndexSearch, 'prescription' | 'limit' | 'offset'>, tieBreak: TieBreak): GroupedPage {
    const hits: number[] = [];
    for (const sku of skus) {
      const slot = this.slotOfSku.get(sku);
      if (slot !== undefined && (s.prescription === null || this.prescription[slot] === s.prescription)) hits.push(slot);
    }
    return groupByName(
      hits,
      s.offset,
      s.limit,
      this.groupingBy(() => 0, tieBreak),
    );
  }

  /** What groupByName reads of a slot: the same for a search and a category list, but the score. */
  private groupingBy(score: (slot: number) => number, tieBreak: TieBreak) {
    return {
      score,
      name: (slot: number) => this.names[slot]!,
      sku: (slot: number) => this.skus[slot]!,
      priceCents: (slot: number) => this.priceCents[slot]!,
      nameRank: (slot: number) => this.nameRank[slot]!,
      summary: (slot: number) => this.summaryOf(slot),
      tieBreak,
    };
  }

  private summaryOf(slot: number): ProductSummaryRow {
    return JSON.parse(this.summaries[slot]!) as ProductSummaryRow;
  }

  /** The matching slots (the exact code added), filtered by prescription, with their scores. */
  private hitsOf(s: Pick<IndexSearch, 'query' | 'raw' | 'prescription'>) {
    const matches = s.query ? this.postings.evaluate(s.query) : this.postings.empty();
    const { scores } = matches;
    if (s.raw !== null) {
      const exact = this.slotOfSku.get(s.raw) ?? this.slotOfBarcode.get(s.raw);
      if (exact !== undefined) {
        if (scores[exact] === 0) matches.slots.push(exact);
        scores[exact]! += EXACT_CODE_SCORE;
      }
    }
    const hits = s.prescription === null ? matches.slots : matches.slots.filter((slot) => this.prescription[slot] === s.prescription);
    return { matches, scores, hits };
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
}
