import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { adminModule } from '../modules/admin/index';
import { antibioticRegisterModule } from '../modules/antibiotic-register/index';
import { auditModule } from '../modules/audit/index';
import { authModule, ConsoleSmsSender } from '../modules/auth/index';
import { cartModule } from '../modules/cart/index';
import { catalogueAdminModule } from '../modules/catalogue-admin/index';
import { catalogueImportModule } from '../modules/catalogue-import/index';
import { catalogueModule } from '../modules/catalogue/index';
import { companyModule } from '../modules/company/index';
import { couriersModule } from '../modules/couriers/index';
import { trackingModule } from '../modules/tracking/index';
import { customerModule } from '../modules/customer/index';
import { devModule } from '../modules/dev/index';
import { healthModule } from '../modules/health/index';
import { imagesModule } from '../modules/images/index';
import { ordersModule } from '../modules/orders/index';
import { pharmacyModule } from '../modules/pharmacy/index';
import { pickingModule } from '../modules/picking/index';
import { prescriptionsModule } from '../modules/prescriptions/index';
import { pushModule } from '../modules/push/index';
import { reportsModule } from '../modules/reports/index';
import { staffModule } from '../modules/staff/index';
import { supportModule } from '../modules/support/index';
import { themesModule } from '../modules/themes/index';
import { registerRateLimit } from '../plugins/rate-limit';
import { registerSession } from '../plugins/session';
import type { Services } from './services';

/**
 * `/api`: the rules every call shares, then each module's plugin (its index.ts) with the service
 * buildServices made for it, in the same dependency order (ARCHITECTURE.md, "Wiring").
 */
export async function registerApi(api: FastifyInstance, s: Services, { config, database }: AppDeps): Promise<void> {
  // JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
  api.removeContentTypeParser('text/plain');
  await registerRateLimit(api, config);
  // Declared before the routes: each route's `config.access` says who may call it.
  registerSession(api, s.sessions.resolve);
  await api.register(healthModule, { database });
  await api.register(companyModule, { company: s.company });
  const { themeEditor: editor, themeFolders: folders, admin, audit, support, catalogueAdmin } = s.backOffice;
  await api.register(themesModule, { themes: s.themes, editor, folders });
  await api.register(catalogueModule, { catalogue: s.catalogue });
  await api.register(authModule, { auth: s.auth, verification: s.verification });
  await api.register(customerModule, { customer: s.customer });
  await api.register(staffModule, { staff: s.staff, google: s.google, devIdp: s.devIdp });
  await api.register(cartModule, { cart: s.cart });
  await api.register(ordersModule, { orders: s.orders });
  await api.register(adminModule, { admin });
  await api.register(auditModule, { audit });
  await api.register(supportModule, { support });
  await api.register(catalogueAdminModule, { catalogueAdmin });
  await api.register(pickingModule, { picking: s.picking });
  await api.register(imagesModule, { images: s.images });
  await api.register(catalogueImportModule, s.catalogueImport);
  await api.register(pushModule, { push: s.push });
  await api.register(prescriptionsModule, { prescriptions: s.prescriptions });
  await api.register(antibioticRegisterModule, { register: s.antibioticRegister });
  await api.register(pharmacyModule, { pharmacy: s.pharmacy });
  await api.register(couriersModule, { couriers: s.couriers });
  await api.register(trackingModule, { tracking: s.tracking });
  await api.register(reportsModule, s.reports);
  // Demo and test helpers only; production refuses the console SMS provider altogether.
  if (config.mode !== 'production' && s.sms instanceof ConsoleSmsSender) await api.register(devModule, { outbox: s.sms });
}
