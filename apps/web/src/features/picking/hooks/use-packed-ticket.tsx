import type { PickListResponse } from '@mostrador/shared/schemas/picking';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../auth';
import { orderDetailsQuery } from '../../orders';
import { PackedTicket } from '../components/packed-ticket';

/**
 * The packed ticket for the print-only container once the list is ready (decision 064): the order's
 * detail (customer, address, branch) read with the branch's session, and who is printing.
 */
export function usePackedTicket(orderId: number, list: PickListResponse | undefined) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const name = useAuthStore((s) => s.user?.NAME) ?? '';
  const isReady = list?.READY === true;
  const details = useQuery({ ...orderDetailsQuery(token, orderId, branchToken), enabled: isReady && token !== '' });
  if (!isReady || !list || !details.data) return null;
  return <PackedTicket order={details.data.orderDetails} lines={list.lines} printedBy={name} printedAt={new Date().toISOString()} />;
}
