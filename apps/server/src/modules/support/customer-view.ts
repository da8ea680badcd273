import type { SupportCustomer, SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import type { AuditService } from '../audit/index';
import type { LoginThrottle, PhoneVerificationService } from '../auth/index';
import type { CartService } from '../cart/index';
import type { AccountAdmin, CustomerService } from '../customer/index';
import type { OrdersService } from '../orders/index';
import type { SupportRepository } from './repository';

/**
 * A folio typed into the search box as a person writes it: "4", "folio 4", "Folio: 4", "#4"
 * (issue 32); digits no longer than an order ID.
 */
const FOLIO = /^(?:folio\s*[:#]?\s*|#\s*)?(\d{1,9})$/i;
const SEARCH_SIZE = 20;

/** What support sees of a customer: never password hashes, codes, tokens or push subscriptions. */
export function createCustomerView(deps: {
  repo: SupportRepository;
  accounts: AccountAdmin;
  customer: Pick<CustomerService, 'profile'>;
  cart: Pick<CartService, 'openCartOf'>;
  orders: OrdersService['support'];
  throttle: Pick<LoginThrottle, 'waitMs'>;
  verification: Pick<PhoneVerificationService, 'lockWaitMs'>;
  audit: AuditService;
}) {
  const { repo, accounts, customer, cart, orders, throttle, verification, audit } = deps;
  return {
    async search(query: string): Promise<SupportCustomer[]> {
      const found: SupportCustomer[] = [];
      const typed = FOLIO.exec(query.trim());
      const folio = typed ? Number(typed[1]) : null;
      const ofFolio = folio === null ? null : await orders.customerOfOrder(folio);
      if (ofFolio !== null) {
        const a = await accounts.adminView(ofFolio);
        found.push({ ID: a.ID, PHONE: a.PHONE, NAME: a.NAME, EMAIL: a.EMAIL, DISABLED: a.DISABLED, ORDER_ID: folio });
      }
      const { accounts: matches } = await accounts.searchAccounts(query, 1, SEARCH_SIZE);
      for (const a of matches)
        if (a.ID !== ofFolio) found.push({ ID: a.ID, PHONE: a.PHONE, NAME: a.NAME, EMAIL: a.EMAIL, DISABLED: a.DISABLED, ORDER_ID: null });
      return found;
    },

    async customerView(accountId: number): Promise<Omit<SupportCustomerResponse, 'ok'>> {
      const account = await accounts.adminView(accountId);
      const [profile, openCart, customerOrders, notes, passwordWaitMs, smsWaitMs, history] = await Promise.all([
        customer.profile(accountId),
        cart.openCartOf(accountId),
        orders.ordersOfCustomer(accountId),
        repo.notesOf(accountId),
        throttle.waitMs(account.PHONE),
        verification.lockWaitMs(account.PHONE),
        audit.list({ targetId: accountId }, 1, 50),
      ]);
      // Wrong passwords and wrong SMS codes both keep the customer out; one unlock lifts both.
      const waitMs = Math.max(passwordWaitMs, smsWaitMs);
      return {
        customer: {
          ID: account.ID,
          PHONE: account.PHONE,
          NAME: account.NAME,
          EMAIL: account.EMAIL,
          BIRTH: profile?.user.BIRTH || null,
          CREATED_AT: account.CREATED_AT,
          DISABLED: account.DISABLED,
          SIGN_IN_WAIT_S: Math.ceil(waitMs / 1000),
        },
        addresses: profile?.addresses ?? [],
        cart: openCart,
        orders: customerOrders,
        notes: notes.map(({ note, author }) => ({
          ID: note.id,
          ORDER_ID: note.orderId,
          TEXT: note.text,
          AUTHOR: author,
          AT: note.at.toISOString(),
        })),
        history: history.entries,
      };
    },
  };
}
