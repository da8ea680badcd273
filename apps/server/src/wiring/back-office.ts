import type { AppConfig } from '../config';
import { createAuditRepository, createAuditService } from '../modules/audit/index';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { createAdminService } from '../modules/admin/index';
import type { LoginThrottle, PhoneVerificationService, SessionEvents, SessionsService } from '../modules/auth/index';
import type { CartService } from '../modules/cart/index';
import { createCatalogueAdmin } from '../modules/catalogue-admin/index';
import type { CatalogueService } from '../modules/catalogue/index';
import { createAccountAdmin, createAccountAdminRepository, type CustomerService } from '../modules/customer/index';
import { createCouriersRepository } from '../modules/couriers/index';
import type { OrdersService } from '../modules/orders/index';
import { createManageAssignments, createStaffRepository } from '../modules/staff/index';
import { createSupportRepository, createSupportService } from '../modules/support/index';
import { createThemeEditor, createTransactionalThemesRepository } from '../modules/themes/index';

/**
 * The back office (people and access, customer support, audit trail) over the modules that own
 * each table: accounts (customer), staff assignments (staff), sessions (auth), orders, audit.
 */
export function createBackOffice(
  db: Database,
  config: AppConfig,
  deps: {
    clock: Clock;
    sessions: SessionsService;
    sessionEvents: SessionEvents;
    customer: CustomerService;
    throttle: LoginThrottle;
    verification: PhoneVerificationService;
    cart: CartService;
    orders: OrdersService;
    catalogue: CatalogueService;
    /** Caches a theme change clears on this instance (themes, and company info, which carries the theme). */
    themeCaches: readonly { invalidate(): void }[];
  },
) {
  const transaction = <T>(work: (tx: Database) => Promise<T>): Promise<T> => db.transaction(work);
  const audit = createAuditService({ repo: createAuditRepository(db) });
  const accounts = createAccountAdmin({ repo: createAccountAdminRepository(db) });
  const admin = createAdminService({
    transaction,
    accounts,
    assignments: createManageAssignments({ repo: createStaffRepository(db), allowedDomain: config.google.allowedDomain }),
    sessions: deps.sessions,
    sessionEvents: deps.sessionEvents,
    audit,
    clock: deps.clock,
    setCourierBranch: (tx, accountId, branch) => createCouriersRepository(tx).setBranch(accountId, branch),
  });
  const support = createSupportService({
    repo: createSupportRepository(db),
    transaction,
    accounts,
    customer: deps.customer,
    cart: deps.cart,
    orders: deps.orders.support,
    throttle: deps.throttle,
    verification: deps.verification,
    audit,
  });
  const catalogueAdmin = createCatalogueAdmin(db, { catalogue: deps.catalogue, audit });
  const themesRepo = createTransactionalThemesRepository(db);
  const themeEditor = createThemeEditor({
    repo: themesRepo,
    audit,
    onChange: () => deps.themeCaches.forEach((cache) => cache.invalidate()),
  });
  return { admin, audit, support, catalogueAdmin, themeEditor, themeFolders: themesRepo };
}
