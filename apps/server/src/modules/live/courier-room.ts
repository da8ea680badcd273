import { courierRoom, type ConnectBranchAck } from '@mostrador/shared/realtime/events';
import { t } from '@mostrador/shared/messages/es-MX';
import type { Socket } from 'socket.io';

type CourierSocket = Pick<Socket, 'join'> & { data: { accountId: number | null } };

/** A courier's page joins its branch's couriers' room (decision 075): the branch comes from the session's account. */
export function joinCourierRoom(
  socket: CourierSocket,
  ack: (result: ConnectBranchAck) => void,
  courierBranchOf: ((accountId: number) => Promise<string | null>) | undefined,
): void {
  if (typeof ack !== 'function') return;
  const accountId = socket.data.accountId;
  if (accountId === null || !courierBranchOf) return ack({ ok: false, errors: t('errors.unauthenticated') });
  courierBranchOf(accountId).then(
    (branch) => {
      if (branch === null) return ack({ ok: false, errors: t('errors.forbidden') });
      void socket.join(courierRoom(branch));
      ack({ ok: true, branch });
    },
    () => ack({ ok: false, errors: t('errors.serviceUnavailable') }),
  );
}
