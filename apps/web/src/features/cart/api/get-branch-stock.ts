import type { BranchStockResponse } from '@mostrador/shared/schemas/branch-stock';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client';
import { branchStockSchemas } from '../../../shared/api/lazy-schemas';

/** GET /catalogue/stock: the pieces of these products at the branch (never reused by the browser). */
export const fetchBranchStock = (branch: string, skus: readonly string[], signal?: AbortSignal): Promise<BranchStockResponse> =>
  apiGet(
    `/catalogue/stock?BRANCH=${encodeURIComponent(branch)}&SKUS=${skus.map(encodeURIComponent).join(',')}`,
    () => branchStockSchemas().then((m) => m.BranchStockResponseSchema),
    { signal },
  );

/** A sale elsewhere shows within this long, and again whenever the window comes back into view. */
export const BRANCH_STOCK_STALE_MS = 15_000;

/** The cart's and checkout's question: every line's pieces at the serving branch, in one call. */
export const branchStockQuery = (branch: string | null, skus: readonly string[]) =>
  queryOptions({
    queryKey: ['branch-stock', 'lines', branch, [...skus].sort().join(',')],
    queryFn: ({ signal }) => fetchBranchStock(branch ?? '', skus, signal),
    enabled: branch !== null && skus.length > 0,
    staleTime: BRANCH_STOCK_STALE_MS,
  });
