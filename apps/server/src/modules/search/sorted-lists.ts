// Order helpers of the in-memory search: binary search over sorted lexemes, and the best N slots.

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
