// The year's reads one by one (bench/reports.ts calls it): each repository read of the summary
// for the longest period of all branches, and the one-pass reads against the per-table reads they
// replace, taking turns in every round so the machine's load falls on both alike. The ratio is the
// median of the rounds' ratios (docs/performance.md, "How to read these numbers").
import { performance } from 'node:perf_hooks';
import type { Database } from '../apps/server/src/db/client';
import { createReportsRepository, type ReportScope } from '../apps/server/src/modules/reports/repository';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export async function readShapes(db: Database, scope: ReportScope, rounds: number): Promise<void> {
  const repo = createReportsRepository(db);
  const perTable = {
    // One after the other, as the summary read them before.
    sales: async () => {
      await repo.salesByBranch(scope);
      await repo.salesByDay(scope);
      await repo.heatmap(scope);
      await repo.byDimension(scope, 'fulfilment');
      await repo.byDimension(scope, 'payment');
    },
    products: async () => {
      await repo.topProducts(scope, 10);
      await repo.departments(scope);
    },
  };
  const onePass = { sales: () => repo.salesAll(scope), products: () => repo.productsAll(scope, 10) };
  const others = {
    stages: () => repo.stages(scope),
    cancellations: () => repo.cancellations(scope, 20),
    quality: () => repo.quality(scope),
    couriers: () => repo.couriers(scope),
    pickup: () => repo.pickup(scope, new Date()),
  };
  for (const part of ['sales', 'products'] as const) {
    const before: number[] = [];
    const after: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const b = await timed(perTable[part]);
      const a = await timed(onePass[part]);
      before.push(b);
      after.push(a);
      ratios.push(a / b);
    }
    console.log(
      `  ${part}: one pass ${median(after).toFixed(0)} ms vs per table ${median(before).toFixed(0)} ms → ${median(ratios).toFixed(2)} (median of ${rounds} rounds)`,
    );
  }
  for (const [name, run] of Object.entries(others)) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push(await timed(run));
    console.log(`  ${name}: ${median(times).toFixed(0)} ms (median of ${rounds})`);
  }
}
