import type { CartLine, ShoppingCart } from '@mostrador/shared/schemas/cart';
import { useQuery } from '@tanstack/react-query';
import { branchStockQuery } from '../api/get-branch-stock';
import { useServingBranch, type ServingBranch } from './use-serving-branch';

export interface CartStock {
  /** The branch that will serve the order, once the branch list is known. */
  branch: ServingBranch | null;
  /** Pieces of the product at that branch; undefined until asked. */
  available: (sku: string) => number | undefined;
  /** Lines asking for more than the branch has: checkout cannot go on with them. */
  shortLines: CartLine[];
}

/** Every cart line against the serving branch's stock, in one call, asked again on coming back to the window. */
export function useCartStock(cart: ShoppingCart | null | undefined): CartStock {
  const branch = useServingBranch();
  const skus = cart?.products.map((line) => line.SKU) ?? [];
  const { data } = useQuery({ ...branchStockQuery(branch?.BRANCH ?? null, skus), refetchOnWindowFocus: true });
  const units = data && data.BRANCH === branch?.BRANCH ? data.UNITS : undefined;
  return {
    branch,
    available: (sku) => units?.[sku],
    shortLines: units ? (cart?.products ?? []).filter((line) => (units[line.SKU] ?? 0) < line.UNITS) : [],
  };
}
