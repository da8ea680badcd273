import { backOfficeApiT, type AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Acting, RunInTransaction } from '../admin/index';
import type { AuditService } from '../audit/index';
import type { LoginThrottle, PhoneVerificationService } from '../auth/index';
import type { CartService } from '../cart/index';
import type { AccountAdmin, CustomerService } from '../customer/index';
import type { OrdersService } from '../orders/index';
import { createCustomerView } from './customer-view';
import type { SupportRepository } from './repository';

/**
 * Customer support (`/customer_support`): find a customer by phone, name or folio, see everything
 * of theirs support may see (never hashes, codes, tokens or push subscriptions), and act for them.
 * Every action carries a reason and commits with its audit row.
 */
export function createSupportService(deps: {
  repo: SupportRepository;
  transaction: RunInTransaction;
  accounts: AccountAdmin;
  customer: Pick<CustomerService, 'profile'>;
  cart: Pick<CartService, 'openCartOf'>;
  orders: OrdersService['support'];
  throttle: Pick<LoginThrottle, 'waitMs' | 'unlockOn'>;
  verification: Pick<PhoneVerificationService, 'sendRecoveryForSupport' | 'lockWaitMs' | 'unlockOn'>;
  audit: AuditService;
}) {
  const { repo, transaction, accounts, customer, cart, orders, throttle, verification, audit } = deps;
  const record = (
    tx: Database,
    acting: Acting,
    action: AuditAction,
    target: { accountId: number; orderId?: number | null },
    after?: unknown,
  ) =>
    audit.record(tx, {
      actorId: acting.session.accountId,
      ip: acting.ip,
      reason: acting.reason,
      action,
      targetAccountId: target.accountId,
      targetOrderId: target.orderId ?? null,
      after: after ?? null,
    });

  return {
    ...createCustomerView({ repo, accounts, customer, cart, orders, throttle, verification, audit }),

    async cancelOrder(acting: Acting, orderId: number): Promise<string> {
      await orders.cancelForCustomer(acting.session.accountId, orderId, acting.reason, (tx, customerId) =>
        record(tx, acting, 'support.orderCancelled', { accountId: customerId, orderId }),
      );
      return backOfficeApiT('audit.support.orderCancelled') + ` · folio ${orderId}`;
    },

    async resendStatus(acting: Acting, orderId: number): Promise<string> {
      const { customerId, status } = await orders.resendStatus(orderId);
      await transaction((tx) => record(tx, acting, 'support.statusResent', { accountId: customerId, orderId }, { status }));
      return backOfficeApiT('support.statusResent', { id: orderId });
    },

    async addNote(acting: Acting, accountId: number, orderId: number | null, text: string): Promise<string> {
      if (orderId !== null && (await orders.customerOfOrder(orderId)) !== accountId)
        throw new AppError(backOfficeApiT('support.notACustomerOrder', { id: orderId }), 404);
      await transaction(async (tx) => {
        await accounts.phoneOf(tx, accountId);
        await repo.insertNote(tx, { accountId, orderId, authorAccountId: acting.session.accountId, text });
        await record(tx, { ...acting, reason: text }, 'support.noteAdded', { accountId, orderId });
      });
      return backOfficeApiT('support.noteAdded');
    },

    async unlockSignIn(acting: Acting, accountId: number): Promise<string> {
      const phone = await transaction(async (tx) => {
        const p = await accounts.phoneOf(tx, accountId);
        await throttle.unlockOn(tx, p);
        // Recovery too: the phone's wrong SMS codes are forgotten (its daily lock, issue 30).
        await verification.unlockOn(tx, p);
        await record(tx, acting, 'support.signInUnlocked', { accountId });
        return p;
      });
      return backOfficeApiT('support.unlocked', { phone });
    },

    async sendRecovery(acting: Acting, accountId: number): Promise<string> {
      const { PHONE } = await accounts.adminView(accountId);
      await verification.sendRecoveryForSupport(PHONE, acting.session.accountId);
      await transaction((tx) => record(tx, acting, 'support.recoverySent', { accountId }));
      return backOfficeApiT('support.recoverySent', { phone: PHONE });
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
