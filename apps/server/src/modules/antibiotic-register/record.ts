import { antibioticRegisterT as t } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import type { Database } from '../../db/client';
import type { AntibioticLine, RegisterInsert, RegisterRepository } from './repository';

/** Units picked of one SKU with one lot and expiry (picking's scans, summed). */
export interface PickedLot {
  sku: string;
  lot: string;
  expiry: string;
  units: number;
}
export type PickedLots = (tx: Database, orderId: number) => Promise<PickedLot[]>;

type Target = { line: AntibioticLine; lot: string; expiry: string; units: number };
const keyOf = (position: number, lot: string, expiry: string) => `${position}\t${lot}\t${expiry}`;

/** What the order's antibiotic lines carry now: each line's picked units per lot and expiry. */
function targets(lines: AntibioticLine[], picked: PickedLot[]): Map<string, Target> {
  const out = new Map<string, Target>();
  for (const lot of picked) {
    // A SKU on two lines (rare: an accepted substitute) is written on its first line.
    const line = lines.find((l) => l.sku === lot.sku);
    if (!line || lot.units <= 0) continue;
    const key = keyOf(line.position, lot.lot, lot.expiry);
    const seen = out.get(key);
    out.set(key, { line, lot: lot.lot, expiry: lot.expiry, units: (seen?.units ?? 0) + lot.units });
  }
  return out;
}

/** A register row of a line: brand = the product's brand, else the line's name (decision 072). */
function rowOf(order: { id: number; branch: string }, t: Target, quantity: number, recordedBy: number | null, note = ''): RegisterInsert {
  const doctor = t.line.prescription;
  return {
    branch: order.branch,
    orderId: order.id,
    position: t.line.position,
    sku: t.line.sku,
    genericName: t.line.activeIngredient.trim() || t.line.name,
    brandName: t.line.brand.trim() || t.line.name,
    presentation: t.line.presentation,
    lot: t.lot,
    expiry: t.expiry,
    quantity,
    doctorName: doctor?.DOCTOR_NAME ?? '',
    cedula: doctor?.CEDULA ?? '',
    doctorAddress: doctor?.DOCTOR_ADDRESS ?? '',
    recordedBy,
    note,
  };
}

/**
 * Brings the order's rows to `goal` (decision 072): for each line, lot and expiry it writes the
 * difference between the goal and what the register already nets, so a second «Enviar» writes
 * nothing and a recall writes the corrections (negative) that net each lot back to zero.
 */
async function reconcile(
  tx: Database,
  repo: RegisterRepository,
  order: { id: number; branch: string },
  goal: Map<string, Target>,
  actor: number | null,
) {
  const q = repo.on(tx);
  const net = await q.netForOrder(order.id);
  const rows: RegisterInsert[] = [];
  for (const [key, target] of goal) {
    const already = net.find((n) => keyOf(n.position, n.lot, n.expiry) === key)?.quantity ?? 0;
    if (target.units !== already)
      rows.push(rowOf(order, target, target.units - already, actor, target.units < already ? t('register.recallNote') : ''));
  }
  for (const n of net) {
    if (n.quantity === 0 || goal.has(keyOf(n.position, n.lot, n.expiry))) continue;
    const last = await q.rowById(n.last);
    if (last)
      rows.push({
        ...last,
        id: undefined,
        dispensedAt: undefined,
        quantity: -n.quantity,
        recordedBy: actor,
        note: t('register.recallNote'),
      });
  }
  await q.insert(rows);
}

/** The orders module's port (wiring/services.ts): «Enviar» writes the rows, a recall corrects them. */
export function createRecordDispatch(deps: { repo: RegisterRepository; pickedLots: PickedLots }) {
  const { repo, pickedLots } = deps;
  return {
    async sent(tx: Database, order: { id: number; branch: string }, actorId: number | null) {
      const lines = await repo.on(tx).antibioticLines(order.id);
      if (lines.length === 0) return;
      await reconcile(tx, repo, order, targets(lines, await pickedLots(tx, order.id)), actorId);
    },
    recalled: (tx: Database, order: { id: number; branch: string }, actorId: number | null) =>
      reconcile(tx, repo, order, new Map(), actorId),
  };
}
