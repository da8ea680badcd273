import { MONITOR_REFRESH_INTERVAL_MS } from '@mostrador/shared/constants/limits';
import { todayInMexico } from '@mostrador/shared/format/date';
import type { OrderSummary } from '@mostrador/shared/schemas/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../auth';
import { onBranchEvent } from '../../live';
import { fetchEveryBranchOrders, fetchLastOrders } from '../api/get-last-orders';
import { useOtherBranches } from './use-other-branches';

/**
 * The branch's orders of a day (docs/product.md#branch-monitor /orders/lastOrders), kept live: NEW_ORDER is added at
 * once (de-duplicated by ID), NEW_ORDER_STATUS updates its row, and the list is read again every
 * 60 s and on every (re)connection (docs/product.md#branch-monitor), so an order placed while offline still shows.
 * With `everyBranch` (ALL_BRANCHES staff who turned "Solo mi sucursal" off) every branch's orders
 * are read; the live channel speaks only for the signed-in branch, so the others' new orders
 * arrive with the next re-read.
 */
export function useBranchOrders(day: string, onNewOrder: () => void, everyBranch = false) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const otherBranches = useOtherBranches(everyBranch);
  const queryClient = useQueryClient();
  const queryKey = ['lastOrders', branchToken, day, everyBranch ? 'every-branch' : 'own-branch'];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      everyBranch
        ? fetchEveryBranchOrders({ token, branchToken }, day, otherBranches ?? [])
        : fetchLastOrders({ token, branchToken }, day, day),
    enabled: token !== '' && branchToken !== '' && (!everyBranch || otherBranches !== undefined),
    refetchInterval: MONITOR_REFRESH_INTERVAL_MS,
  });

  useEffect(
    () =>
      onBranchEvent((event) => {
        if (event.type === 'NEW_ORDER') {
          if (day === todayInMexico()) void queryClient.invalidateQueries({ queryKey: ['lastOrders'] });
          onNewOrder();
          return;
        }
        queryClient.setQueryData<{ ok: true; orders: OrderSummary[] }>(queryKey, (data) =>
          data
            ? { ...data, orders: data.orders.map((o) => (o.ID === event.order.ID ? { ...o, ID_STATUS: event.order.ID_STATUS } : o)) }
            : data,
        );
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is derived from these
    [day, branchToken, queryClient, onNewOrder],
  );
  return query;
}
