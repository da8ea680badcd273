import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import type { Branch } from '@mostrador/shared/schemas/company';
import type { StockByBranchResponse } from '@mostrador/shared/schemas/pickup';
import type { FulfilmentChoice } from '@mostrador/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../../shared/api/client';
import { pickupSchemas } from '../../../shared/api/lazy-schemas';
import { useBranchesInfo } from '../../branches';
import { BRANCH_STOCK_STALE_MS, useCartStock, type CartStock } from '../../cart';

const EMPTY_CART = { products: [] } as unknown as ShoppingCart;

export interface PickupBranch {
  branch: Branch;
  /** The cart's lines this branch cannot fill, with what it has. */
  short: { name: string; available: number }[];
  stock: CartStock;
}

const fetchStockByBranch = (skus: readonly string[], signal?: AbortSignal): Promise<StockByBranchResponse> =>
  apiGet(
    `/catalogue/stockByBranch?SKUS=${skus.map(encodeURIComponent).join(',')}`,
    () => pickupSchemas().then((m) => m.StockByBranchResponseSchema),
    { signal },
  );

/**
 * "Recoger en sucursal" (issue 35): every active branch with what it lacks of the cart, those
 * with everything first (then in the company's order), each with its hours from the branch list.
 */
export function usePickupBranches(cart: ShoppingCart): { branches: PickupBranch[] | null; isError: boolean } {
  const skus = cart.products.map((p) => p.SKU);
  const info = useBranchesInfo();
  const stock = useQuery({
    queryKey: ['branch-stock', 'everywhere', [...skus].sort().join(',')],
    queryFn: ({ signal }) => fetchStockByBranch(skus, signal),
    enabled: skus.length > 0,
    staleTime: BRANCH_STOCK_STALE_MS,
    refetchOnWindowFocus: true,
  });
  if (!info.data || !stock.data) return { branches: null, isError: info.isError || stock.isError };
  const byCode = new Map(info.data.branchesInfo.map((b) => [b.BRANCH, b]));
  const list: PickupBranch[] = [];
  for (const s of stock.data.branches) {
    const branch = byCode.get(s.BRANCH);
    if (!branch) continue;
    const shortLines = cart.products.filter((line) => (s.UNITS[line.SKU] ?? 0) < line.UNITS);
    list.push({
      branch,
      short: shortLines.map((line) => ({ name: line.NAME, available: s.UNITS[line.SKU] ?? 0 })),
      stock: { branch: { BRANCH: s.BRANCH, NAME: s.NAME }, available: (sku) => s.UNITS[sku], shortLines },
    });
  }
  // Stable: a branch with everything comes before one that lacks something, else the server's order.
  list.sort((a, b) => Number(a.short.length > 0) - Number(b.short.length > 0));
  return { branches: list, isError: false };
}

/** Issue 35: delivery to the address (the default) or pickup at a branch the customer chooses, and the stock that counts. */
export function usePickupChoice(cart: ShoppingCart | null | undefined) {
  const deliveryStock = useCartStock(cart);
  const [fulfilment, setFulfilment] = useState<FulfilmentChoice>('DELIVERY');
  const [pickupBranch, setPickupBranch] = useState<string | null>(null);
  const pickup = usePickupBranches(cart ?? EMPTY_CART);
  const chosen = fulfilment === 'PICKUP' ? pickup.branches?.find((b) => b.branch.BRANCH === pickupBranch) : undefined;
  return { fulfilment, setFulfilment, pickupBranch, setPickupBranch, pickup, chosen, stock: chosen?.stock ?? deliveryStock };
}
export type PickupChoice = ReturnType<typeof usePickupChoice>;
