import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';
import type { ConfirmHandoverRequest, CourierDay } from '@mostrador/shared/schemas/couriers';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CouriersRepository } from './repository';

/** The audit module's record(tx, …) for a confirmed hand-over, in the confirmation's own transaction. */
export type RecordHandover = (
  tx: Database,
  entry: { actorId: number; ip: string; courierId: number; day: string; expected: number; handedIn: number; notes: string },
) => Promise<void>;

const cents = (v: number) => Math.round(v * 100) / 100;

/**
 * The end of day (decision 075): per courier of the branch, orders delivered and not, cash expected (the cash
 * orders delivered) and collected (as the courier recorded), and the hand-over the branch confirms once, audited.
 * A difference stays on the screen with who confirmed it.
 */
export function createEndOfDay(deps: { repo: CouriersRepository; recordHandover: RecordHandover }) {
  const { repo } = deps;
  async function day(branch: string, isoDay: string): Promise<CourierDay[]> {
    const from = startOfDayInMexico(isoDay);
    const to = startOfDayInMexico(addDays(isoDay, 1));
    const [totals, handovers] = await Promise.all([repo.attemptsTotals(branch, from, to), repo.handovers(branch, isoDay)]);
    return totals.flatMap((t) => {
      if (t.courierId === null) return [];
      const h = handovers.find((x) => x.handover.courierId === t.courierId);
      const expected = Number(t.cashExpected);
      const handedIn = h ? Number(h.handover.cashHandedIn) : null;
      return [
        {
          COURIER_ID: t.courierId,
          COURIER_NAME: t.courierName,
          DELIVERED: t.delivered,
          NOT_DELIVERED: t.notDelivered,
          CASH_EXPECTED: expected,
          CASH_COLLECTED: Number(t.cashCollected),
          CASH_HANDED_IN: handedIn,
          DIFFERENCE: handedIn === null ? null : cents(handedIn - expected),
          CONFIRMED_BY: h?.confirmedByName ?? null,
          CONFIRMED_AT: h?.handover.confirmedAt.toISOString() ?? null,
          NOTES: h?.handover.notes ?? '',
        },
      ];
    });
  }
  return {
    day,
    async confirmHandover(actor: { accountId: number; ip: string }, branch: string, req: ConfirmHandoverRequest) {
      const row = (await day(branch, req.DAY)).find((c) => c.COURIER_ID === req.COURIER_ID);
      const name = row?.COURIER_NAME ?? (await repo.accountName(req.COURIER_ID)) ?? String(req.COURIER_ID);
      if (!row) throw new AppError(courierT('handover.notFound', { name, day: req.DAY }), 404);
      await repo.transaction(async (r, tx) => {
        const inserted = await r.insertHandover({
          branch,
          courierId: req.COURIER_ID,
          day: req.DAY,
          delivered: row.DELIVERED,
          cashExpected: row.CASH_EXPECTED.toFixed(2),
          cashHandedIn: req.CASH_HANDED_IN.toFixed(2),
          notes: req.NOTES,
          confirmedBy: actor.accountId,
        });
        if (!inserted) throw new AppError(courierT('handover.already', { name, day: req.DAY }), 409);
        await deps.recordHandover(tx, {
          actorId: actor.accountId,
          ip: actor.ip,
          courierId: req.COURIER_ID,
          day: req.DAY,
          expected: row.CASH_EXPECTED,
          handedIn: req.CASH_HANDED_IN,
          notes: req.NOTES,
        });
      });
      return { RESPONSE: courierT('handover.confirmed', { name }), couriers: await day(branch, req.DAY) };
    },
  };
}
