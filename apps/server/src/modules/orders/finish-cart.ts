import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { formatMoney } from '@mostrador/shared/format/money';
import { t } from '@mostrador/shared/messages/es-MX';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';
import { prescriptionsT } from '@mostrador/shared/messages/es-MX-prescriptions';
import { MONEY_MAX } from '@mostrador/shared/schemas/numbers';
import type { ShoppingCartFinishRequest } from '@mostrador/shared/schemas/orders';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import type { CartLineRow, CartService } from '../cart/index';
import type { CatalogueService } from '../catalogue/service';
import { refuseBranchOnly } from './branch-only';
import { loyaltyBenefits, loyaltyCustomer, loyaltySale, pointsFor } from './loyalty';
import type { OrderPush } from './order-events';
import type { AddressRow, OrdersQueries, OrdersRepository } from './repository';

export type FinishInput = Omit<ShoppingCartFinishRequest, 'token' | 'FULFILMENT'> & {
  idempotencyKey: string | null;
  /** Issue 35: missing means delivery, as the spec's checkout. */
  FULFILMENT?: ShoppingCartFinishRequest['FULFILMENT'];
};
type FinishDeps = {
  repo: OrdersRepository;
  cart: Pick<CartService, 'lockForCheckout' | 'pricedLines' | 'closeAndOpenNew'>;
  catalogue: Pick<CatalogueService, 'lockStock' | 'moveStock'>;
  push?: Pick<OrderPush, 'enqueueNewOrder'>;
  prescriptions?: PrescriptionAttach;
};
/** Issue 34: the prescriptions module attaches the customer's uploaded file, in the checkout's transaction. */
export type PrescriptionAttach = { attach(tx: Database, accountId: number, id: number, orderId: number): Promise<boolean> };
export type FinishResult = { orderId: number; created: boolean; branch: string };

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header as given, or a Spanish 400 when it is there but unusable. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new AppError(t('orders.idempotencyKeyInvalid'), 400);
  return header;
}

/**
 * Finishing the cart into an order (docs/product.md#checkout), in one transaction: lock the cart,
 * choose the branch by postal code, check and decrement that branch's stock, snapshot names
 * and prices, price with the one promotion function, create the order with its first history
 * row, close the cart and open a new one. Exactly once: the cart row lock serialises finishes
 * of one cart and `orders.cart_id` is unique, so a cart already finished answers its order.
 */
export function createFinishCart(deps: FinishDeps) {
  const { repo } = deps;
  return async function finishCart(accountId: number, input: FinishInput): Promise<FinishResult> {
    if (input.idempotencyKey !== null) {
      const earlier = await repo.orderIdForKey(accountId, input.idempotencyKey);
      if (earlier !== null) return { orderId: earlier, created: false, branch: '' };
    }
    try {
      return await repo.transaction((orders, tx) => finishInTransaction(deps, orders, tx, accountId, input));
    } catch (error) {
      // Two requests with one key and two carts: the unique index lets one through.
      if (input.idempotencyKey !== null && isUniqueViolation(error, 'orders_idempotency_idx')) {
        const winner = await repo.orderIdForKey(accountId, input.idempotencyKey);
        if (winner !== null) return { orderId: winner, created: false, branch: '' };
      }
      throw error;
    }
  };
}

async function finishInTransaction(
  deps: FinishDeps,
  orders: OrdersQueries,
  tx: Database,
  accountId: number,
  input: FinishInput,
): Promise<FinishResult> {
  const cart = await deps.cart.lockForCheckout(tx, accountId, input.CART_ID ?? null);
  if (!cart)
    throw input.CART_ID ? new AppError(t('orders.cartNotFound', { id: input.CART_ID }), 404) : new AppError(t('orders.cartEmpty'), 400);
  if (cart.status !== 'open') {
    const existing = await orders.orderIdForCart(cart.id);
    if (existing === null) throw new AppError(t('orders.cartEmpty'), 400);
    return { orderId: existing, created: false, branch: '' };
  }

  const { lines, priced } = await deps.cart.pricedLines(tx, cart.id);
  if (lines.length === 0) throw new AppError(t('orders.cartEmpty'), 400);
  refuseBranchOnly(lines);
  // Nine-digit prices times many units can pass what the money columns hold: refused, not a 500.
  if (priced.SUBTOTAL > MONEY_MAX)
    throw new AppError(t('orders.totalTooHigh', { max: formatMoney(MONEY_MAX), total: formatMoney(priced.SUBTOTAL) }), 400);
  const { address, branch } = await placeOf(orders, accountId, input);
  // Issue 34: group IV and antibiotics need the prescription's file as well as plain prescription products.
  const needsPrescription =
    priced.products.some((p) => p.REQUIRES_PRESCRIPTION) || lines.some((l) => l.product.medicineGroup === 4 || l.product.antibiotic);
  checkPaymentAndPrescription(input, priced.TOTAL, needsPrescription);

  const available = await deps.catalogue.lockStock(
    tx,
    branch.code,
    lines.map((l) => l.sku),
  );
  const short = lines.filter((l) => !l.product.active || (available.get(l.sku) ?? 0) < l.units);
  if (short.length > 0) {
    const items = short.map((l) =>
      t('orders.outOfStockItem', { name: l.product.name, available: l.product.active ? (available.get(l.sku) ?? 0) : 0 }),
    );
    throw new AppError(t('orders.outOfStock', { branch: branch.name, items: items.join(', ') }), 409);
  }
  await deps.catalogue.moveStock(tx, branch.code, lines, -1);

  const pointsEarned = pointsFor(priced.TOTAL);
  const member = await orders.member(accountId);
  const orderId = await orders.insertOrder(
    {
      ...orderValues(input, priced, needsPrescription),
      accountId,
      cartId: cart.id,
      branch: branch.code,
      address: address === null ? null : addressSnapshot(address),
      pointsEarned,
      loyaltySale: loyaltySale(priced, { branch: branch.code, at: new Date() }),
      loyaltyBenefits: loyaltyBenefits(priced),
      loyaltyCustomer: loyaltyCustomer(accountId, member.name, pointsEarned, member.points + pointsEarned),
    },
    itemSnapshots(priced, lines),
  );
  if (needsPrescription) await attachPrescriptionFile(deps, tx, accountId, input, orderId);
  await orders.addHistory(orderId, null, ORDER_STATUS.PENDING, { kind: 'customer', accountId });
  await deps.cart.closeAndOpenNew(tx, cart.id, accountId);
  await deps.push?.enqueueNewOrder(tx, { orderId, branch: branch.code, branchName: branch.name, total: priced.TOTAL });
  return { orderId, created: true, branch: branch.code };
}

/**
 * Where the order goes (docs/product.md#checkout): a pickup order to the active branch chosen, with no
 * address; a delivery to the branch that serves the address's postal code.
 */
async function placeOf(orders: OrdersQueries, accountId: number, input: FinishInput) {
  if (input.FULFILMENT === 'PICKUP') {
    const code = input.PICKUP_BRANCH ?? '';
    const branch = await orders.activeBranch(code);
    if (!branch) throw new AppError(pickupT('pickup.branchNotFound', { branch: code }), 400);
    return { address: null, branch };
  }
  const found = input.ADDRESS_ID === undefined ? null : await orders.findAddressWithBranch(accountId, input.ADDRESS_ID);
  if (!found) throw new AppError(t('orders.addressNotFound'), 400);
  return found;
}

/** What the order keeps of the customer's input and the priced cart. */
function orderValues(input: FinishInput, priced: ShoppingCart, needsPrescription: boolean) {
  return {
    status: ORDER_STATUS.PENDING,
    fulfilment: input.FULFILMENT === 'PICKUP' ? ('pickup' as const) : ('delivery' as const),
    phone: input.PHONE,
    notes: input.NOTES,
    payment: input.PAYMENT,
    cashAmount: input.PAYMENT === 'EFECTIVO' && input.CASH_AMOUNT ? input.CASH_AMOUNT.toFixed(2) : null,
    prescription: needsPrescription && input.PRESCRIPTION ? doctorOf(input.PRESCRIPTION) : null,
    pharmacistCheck: needsPrescription ? ('pending' as const) : null,
    units: priced.UNITS,
    subtotal: priced.SUBTOTAL.toFixed(2),
    discount: priced.DISCOUNT.toFixed(2),
    total: priced.TOTAL.toFixed(2),
    idempotencyKey: input.idempotencyKey,
  };
}

/** The delivery address as it was at checkout (later edits do not move an order). */
function addressSnapshot(address: AddressRow) {
  return {
    ID: address.id,
    ALIAS: address.alias,
    CALLE: address.calle,
    NUMERO_EXTERIOR: address.numeroExterior,
    NUMERO_INTERIOR: address.numeroInterior,
    COLONIA: address.colonia,
    CODIGO_POSTAL: address.codigoPostal,
    MUNICIPIO: address.municipio,
    ESTADO: address.estado,
    REFERENCIAS: address.referencias,
  };
}

/** Each line's name and price as sold, whatever the catalogue says later. */
function itemSnapshots(priced: ShoppingCart, lines: CartLineRow[]) {
  return priced.products.map((p, position) => ({
    position,
    sku: p.SKU,
    name: p.NAME,
    presentation: p.PRESENTATION,
    image: p.IMAGE,
    units: p.UNITS,
    price: p.PRICE.toFixed(2),
    subtotal: p.SUBTOTAL.toFixed(2),
    discount: p.DISCOUNT.toFixed(2),
    total: p.LINE_TOTAL.toFixed(2),
    freeUnits: p.FREE_UNITS,
    requiresPrescription: p.REQUIRES_PRESCRIPTION,
    medicineGroup: lines[position]?.product.medicineGroup ?? null,
    antibiotic: lines[position]?.product.antibiotic ?? false,
    promotion: lines[position]?.product.promotion ?? null,
  }));
}

function checkPaymentAndPrescription(input: FinishInput, total: number, needsPrescription: boolean): void {
  if (needsPrescription && !input.PRESCRIPTION) throw new AppError(t('orders.prescriptionRequired'), 400);
  if (needsPrescription && !input.PRESCRIPTION?.DOCTOR_ADDRESS) throw new AppError(prescriptionsT('rx.addressRequired'), 400);
  if (needsPrescription && !input.PRESCRIPTION?.PRESCRIPTION_ID) throw new AppError(prescriptionsT('rx.fileRequired'), 400);
  if (input.CASH_AMOUNT === undefined || input.CASH_AMOUNT === null) return;
  if (input.PAYMENT !== 'EFECTIVO') throw new AppError(t('orders.cashOnlyWithCash'), 400);
  if (input.CASH_AMOUNT < total)
    throw new AppError(t('orders.cashTooLow', { cash: formatMoney(input.CASH_AMOUNT), total: formatMoney(total) }), 400);
}

/** The doctor as the order keeps it (the file is linked by its own row, not here). */
const doctorOf = (p: NonNullable<FinishInput['PRESCRIPTION']>) => ({
  DOCTOR_NAME: p.DOCTOR_NAME,
  CEDULA: p.CEDULA,
  DOCTOR_ADDRESS: p.DOCTOR_ADDRESS ?? '',
});

/** The customer's own uploaded, unattached file joins the order; anything else undoes the checkout. */
async function attachPrescriptionFile(deps: FinishDeps, tx: Database, accountId: number, input: FinishInput, orderId: number) {
  const id = input.PRESCRIPTION?.PRESCRIPTION_ID;
  const attached = id !== undefined && deps.prescriptions ? await deps.prescriptions.attach(tx, accountId, id, orderId) : false;
  if (!attached) throw new AppError(prescriptionsT('rx.fileNotYours'), 400);
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === constraint || e.message.includes(constraint))) return true;
  }
  return false;
}
