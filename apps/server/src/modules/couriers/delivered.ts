import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import { DeliveredFieldsSchema } from '@mostrador/shared/schemas/couriers';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import type { MediaStorage } from '../images/index';
import type { OrdersService } from '../orders/index';
import { cashOf } from './presenter';
import { cleanProofImage, newProofKey, type DeliveredUpload } from './proof-files';
import type { CouriersRepository, CourierBranch } from './repository';
import { mustCarry } from './rules';

const FIELD_NAMES: Record<string, string> = {
  ORDER_ID: 'Folio',
  RECEIVER_NAME: 'Recibió',
  CASH_COLLECTED: 'Efectivo cobrado',
  PRESCRIPTION_COLLECTED: 'Receta recogida',
};

/** Multipart sends text: numbers and booleans are read here, anything else is refused by the schema. */
function parseFields(fields: Record<string, string>) {
  const number = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));
  const parsed = DeliveredFieldsSchema.safeParse({
    ORDER_ID: number(fields.ORDER_ID),
    RECEIVER_NAME: fields.RECEIVER_NAME ?? '',
    CASH_COLLECTED: number(fields.CASH_COLLECTED) ?? 0,
    PRESCRIPTION_COLLECTED: fields.PRESCRIPTION_COLLECTED === 'true',
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? '');
  const custom = issue?.message && !issue.message.startsWith('Invalid') && field === 'RECEIVER_NAME' ? issue.message : null;
  throw new AppError(custom ?? courierT('courier.badField', { field: FIELD_NAMES[field] ?? field }), 400);
}

/**
 * «Entregado» by the courier carrying the order (decision 075): the receiver's name, the signature (required) and an
 * optional photo, each re-encoded by sharp and stored privately before the transaction; the cash collected; for
 * antibiotics the original prescription (decision 072). The attempt's row commits with the status; if the status is
 * refused, the files just written are removed.
 */
export function createDelivered(deps: {
  repo: CouriersRepository;
  orders: OrdersService['courier'];
  storage: MediaStorage;
  clock: Clock;
  branchOf: (session: Session) => Promise<CourierBranch>;
}) {
  const { repo, orders, storage, clock, branchOf } = deps;
  return async function delivered(session: Session, upload: DeliveredUpload) {
    const fields = parseFields(upload.fields);
    const b = await branchOf(session);
    if (!upload.signature) throw new AppError(courierT('courier.signatureRequired'), 400);
    const signature = await cleanProofImage(upload.signature, 'signature');
    const photo = upload.photo ? await cleanProofImage(upload.photo, 'photo') : null;
    const keys = { signature: newProofKey(clock.now()), photo: photo ? newProofKey(clock.now()) : null };
    await storage.put(keys.signature, signature, 'image/webp');
    if (photo && keys.photo) await storage.put(keys.photo, photo, 'image/webp');
    let cashExpected = 0;
    try {
      await orders.changeStatus({
        orderId: fields.ORDER_ID,
        to: ORDER_STATUS.DELIVERED,
        actor: { kind: 'branch', accountId: session.accountId },
        isAllowed: (o) => o.branch === b.branch,
        notes: courierT('delivered.history', { name: fields.RECEIVER_NAME }),
        prescriptionCollected: fields.PRESCRIPTION_COLLECTED,
        guard: (o) => {
          mustCarry(o, session.accountId, b.branch);
          cashExpected = cashOf(o).toCollect;
        },
        alsoInTransaction: (tx) =>
          repo.on(tx).insertAttempt({
            orderId: fields.ORDER_ID,
            branch: b.branch,
            courierId: session.accountId,
            outcome: 'delivered',
            receiverName: fields.RECEIVER_NAME,
            cashExpected: cashExpected.toFixed(2),
            cashCollected: fields.CASH_COLLECTED.toFixed(2),
            photoKey: keys.photo,
            signatureKey: keys.signature,
          }),
      });
    } catch (error) {
      await storage.remove([keys.signature, ...(keys.photo ? [keys.photo] : [])]).catch(() => undefined);
      throw error;
    }
    return {
      RESPONSE: courierT('courier.delivered', { id: fields.ORDER_ID }),
      ORDER_ID: fields.ORDER_ID,
      ID_STATUS: ORDER_STATUS.DELIVERED,
    };
  };
}
