import { lowerBound } from './sorted-lists';
import { WEIGHT_BITS, type TsQueryNode } from './tsquery-text';

/** ts_rank's default weights: a hit in the name (A) over the active ingredient (B), brand or laboratory (C), description (D). */
const WEIGHT_VALUE = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7];
/** Stored beside the weight bits: the lexeme is the name's first word ("Paracetamol 500 mg" before "Antigripal paracetamol…"). */
const STARTS_NAME = 16;
const STARTS_NAME_BONUS = 0.5;

interface Postings {
  slots: number[];
  /** Weight bits of the lexeme in that slot's product. */
  weights: number[];
}

export interface Matches {
  scores: Float64Array;
  slots: number[];
}

/**
 * The search index's inverted lists: for each lexeme, the slots of the products that hold it with
 * its weights there, and the evaluation of a to_tsquery tree over them with ts_rank-like scores.
 * The product data (which slots are alive) stays with the SearchIndex that owns the slots.
 */
export class LexemePostings {
  private readonly lists = new Map<string, Postings>();
  private sortedLexemes: string[] | null = null;

  constructor(
    private readonly alive: readonly boolean[],
    private readonly slotOfSku: ReadonlyMap<string, number>,
    private readonly slotCount: () => number,
  ) {}

  add(lexeme: string, slot: number, weights: string, startsName: boolean): void {
    let list = this.lists.get(lexeme);
    if (!list) {
      this.lists.set(lexeme, (list = { slots: [], weights: [] }));
      this.sortedLexemes = null;
    }
    list.slots.push(slot);
    list.weights.push(weightBits(weights) | (startsName ? STARTS_NAME : 0));
  }

  /**
   * The slots a query matches, each with its score. Scores live in dense arrays reused from one
   * search to the next (cleared at the matched slots only), so a search costs the postings it
   * reads, without allocating or clearing 50,000 places per word.
   */
  evaluate(node: TsQueryNode): Matches {
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
        const rest = this.empty();
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
    const found = this.empty();
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
      const list = this.lists.get(lexeme);
      if (list) add(list);
      return found;
    }
    const sorted = (this.sortedLexemes ??= [...this.lists.keys()].sort());
    for (let i = lowerBound(sorted, lexeme); i < sorted.length && sorted[i]!.startsWith(lexeme); i++) add(this.lists.get(sorted[i]!)!);
    return found;
  }

  private readonly scratch: Float64Array[] = [];

  /** An empty match set: a zeroed score array from the pool (new ones when the slots outgrew it). */
  empty(): Matches {
    let scores = this.scratch.pop();
    while (scores && scores.length < this.slotCount()) scores = this.scratch.pop();
    return { scores: scores ?? new Float64Array(Math.ceil(this.slotCount() * 1.25) + 64), slots: [] };
  }

  release(matches: Matches): void {
    for (const slot of matches.slots) matches.scores[slot] = 0;
    // Slots a failed "and" zeroed are no longer listed, and were zeroed there.
    this.scratch.push(matches.scores);
  }
}

function weightBits(letters: string): number {
  let bits = 0;
  for (const letter of letters) bits |= WEIGHT_BITS[letter] ?? 0;
  // A lexeme stored without a weight is PostgreSQL's default, D.
  return bits || WEIGHT_BITS.D!;
}
