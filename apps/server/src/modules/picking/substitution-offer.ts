import { pickingT as pt } from '@mostrador/shared/messages/es-MX-picking';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import type { PickingQueries, PickOrder } from './repository';
import { differenceOf, matchOf, rankCandidates, type MissingLine } from './substitution-candidates';
import type { SubstitutionRow } from './substitution-repository';
import { conflict, expireDue, missingLine, stockingOrder, type OfferInput, type SubstitutionDeps } from './substitutions';

/** Refuses a substitute the rules do not allow (docs/product.md#picking), in the order a person asks. */
function checkSubstitute(line: MissingLine, p: Awaited<ReturnType<PickingQueries['subs']['product']>>, input: OfferInput) {
  if (!p || !p.active) throw new AppError(pt('substitution.unknownProduct', { sku: input.substituteSku }), 404);
  const match = matchOf(line, p);
  if (match === null && line.requiresPrescription) {
    const message = pt('substitution.prescription', { name: line.name, ingredient: line.activeIngredient || '—' });
    throw new AppError(message, 422, { code: 'SUBSTITUTION_PRESCRIPTION' });
  }
  if (match === null) throw new AppError(pt('substitution.needsPrescription', { name: p.name, original: line.name }), 422);
  if (p.stock < input.units) {
    throw conflict(pt('substitution.noStock', { units: input.units, name: p.name, stock: p.stock }), 'SUBSTITUTION_NO_STOCK');
  }
  return p;
}

/** Staff's side (decision 063): the candidates for a missing line, and the offer of one. */
export function createOffers(deps: SubstitutionDeps) {
  const { clock } = deps;

  async function candidates(session: Session, orderId: number, sku: string) {
    return deps.repo.transaction(async (repo) => {
      const order = await stockingOrder(repo, session, orderId);
      await expireDue(repo, order, clock.now());
      const line = await missingLine(repo, order, sku);
      const ingredient = line.activeIngredient.trim() === '' ? null : line.activeIngredient;
      const rows = await repo.subs.candidates({ orderId, branch: order.branch, sku, ingredient, department: !line.requiresPrescription });
      return { UNITS: line.units, candidates: rankCandidates(line, rows) };
    });
  }

  async function offer(session: Session, input: OfferInput): Promise<{ order: PickOrder; offer: SubstitutionRow }> {
    return deps.repo.transaction(async (repo, tx) => {
      const order = await stockingOrder(repo, session, input.orderId);
      const now = clock.now();
      await expireDue(repo, order, now);
      const line = await missingLine(repo, order, input.sku);
      const p = checkSubstitute(line, await repo.subs.product(input.substituteSku, order.branch), input);
      const ingredient = line.activeIngredient.trim() === '' ? null : line.activeIngredient;
      const allowed = await repo.subs.candidates({
        orderId: order.id,
        branch: order.branch,
        sku: line.sku,
        ingredient,
        department: !line.requiresPrescription,
      });
      if (!allowed.some((c) => c.sku === p.sku)) {
        throw new AppError(pt('substitution.notCandidate', { name: p.name, original: line.name }), 422, {
          code: 'SUBSTITUTION_NOT_CANDIDATE',
        });
      }
      const difference = differenceOf(line, p.price, input.units);
      const row = await repo.subs.insert({
        orderId: order.id,
        position: line.position,
        originalSku: line.sku,
        originalName: line.name,
        originalUnits: line.units,
        originalTotal: line.total,
        substituteSku: p.sku,
        substituteName: p.name,
        substitutePresentation: p.presentation,
        substituteImage: p.images[0] ?? '',
        units: input.units,
        price: p.price,
        difference: difference.toFixed(2),
        offeredBy: session.accountId,
        offeredAt: now,
        expiresAt: new Date(now.getTime() + deps.answerMinutes * 60_000),
      });
      const event = {
        orderId: order.id,
        branch: order.branch,
        accountId: session.accountId,
        sku: line.sku,
        code: p.sku,
        units: input.units,
      };
      await repo.insertEvent({ ...event, kind: 'substitution_offered', createdAt: now });
      await deps.push?.enqueueSubstitution(tx, {
        orderId: order.id,
        customerId: order.accountId,
        name: p.name,
        original: line.name,
        difference,
      });
      return { order, offer: row };
    });
  }

  return { candidates, offer };
}
