import type { PickListResponse } from '@mostrador/shared/schemas/picking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { useAuthStore } from '../../auth';
import { pickLine, pickListKey, pickListQuery, pickScan, type PickLineAction } from '../api/pick-calls';
import { usePickSounds } from './use-pick-sounds';

/**
 * One order's pick list and the three ways to change it (docs/product.md#picking). Every answer is
 * the whole list, written straight into the query; PICK_UPDATED (another person's scan) makes the
 * live channel re-read it. A refusal is kept as `banner` (the server's own words) until the next
 * success; a scanner's key repeat (`REPEATED`) changes nothing visible.
 */
export function usePickList(orderId: number) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const auth = { token, branchToken };
  const queryClient = useQueryClient();
  const query = useQuery(pickListQuery(auth, orderId));
  const sounds = usePickSounds();
  const [banner, setBanner] = useState<string | null>(null);
  const [lastSku, setLastSku] = useState<string | null>(null);
  const keep = (answer: PickListResponse) =>
    queryClient.setQueryData<PickListResponse>(pickListKey(orderId), {
      ok: true,
      ORDER_ID: answer.ORDER_ID,
      ID_STATUS: answer.ID_STATUS,
      READY: answer.READY,
      WAITING: answer.WAITING,
      lines: answer.lines,
      REMOVED: answer.REMOVED,
    });
  const refuse = (error: unknown) => {
    setBanner(messageOf(error));
    sounds.play('error');
  };

  const scan = useMutation({
    mutationFn: (code: string) => pickScan(auth, orderId, code),
    onSuccess: (answer) => {
      if (answer.REPEATED) return;
      keep(answer);
      setBanner(null);
      setLastSku(answer.SKU);
      sounds.play('good');
    },
    onError: refuse,
  });
  const line = useMutation({
    mutationFn: ({ action, sku, reason }: { action: PickLineAction; sku: string; reason: string }) =>
      pickLine(action, auth, orderId, sku, reason),
    onSuccess: (answer, { sku }) => {
      keep(answer);
      setBanner(null);
      setLastSku(sku);
    },
    onError: refuse,
  });
  return { query, scan, line, banner, setBanner, lastSku, lastSound: sounds.lastSound };
}
