import { BRANCH_STOCK_SKUS_MAX } from '@mostrador/shared/schemas/branch-stock';
import { useQuery } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { BRANCH_STOCK_STALE_MS, fetchBranchStock, useServingBranch, type ServingBranch } from '../../cart';

// One loader per branch: the tiles a page renders in one go ask in one call (up to 100 products).
const loaders = new Map<string, DataLoader<string, number>>();

function loaderFor(branch: string): DataLoader<string, number> {
  let loader = loaders.get(branch);
  if (!loader) {
    loader = new DataLoader<string, number>(
      async (skus) => {
        const answer = await fetchBranchStock(branch, skus);
        return skus.map((sku) => answer.UNITS[sku] ?? 0);
      },
      // React Query keeps the answers (and asks again when they are stale); the loader only batches.
      { cache: false, maxBatchSize: BRANCH_STOCK_SKUS_MAX },
    );
    loaders.set(branch, loader);
  }
  return loader;
}

/** Pieces of the product at the branch that serves the customer; undefined until known. */
export function useUnitsHere(sku: string): { units: number | undefined; branch: ServingBranch | null } {
  const branch = useServingBranch();
  const code = branch?.BRANCH ?? null;
  const { data } = useQuery({
    queryKey: ['branch-stock', 'product', code, sku],
    queryFn: () => loaderFor(code ?? '').load(sku),
    enabled: code !== null,
    staleTime: BRANCH_STOCK_STALE_MS,
  });
  return { units: data, branch };
}
