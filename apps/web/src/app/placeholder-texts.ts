import type { RouteName } from '../shared/ui/navigation/routes';
import { t } from '@mostrador/shared/messages/es-MX-store';

/** One sentence per screen a later issue builds, shown on its "En construcción" panel. */
export const PLACEHOLDER_TEXTS: Partial<Record<RouteName, string>> = {
  advertising_view: t('placeholderTexts.aquiSeMostraraLaPublicidad'),
  purchase: t('placeholderTexts.aquiPodrasTerminarTuCompra'),
  orders_history: t('placeholderTexts.aquiVerasTusPedidosPor'),
  images_management: t('placeholderTexts.aquiSeAdministraranLosBanners'),
  users_management: t('placeholderTexts.aquiSeAdministraranLosUsuarios'),
  login_branch: t('placeholderTexts.aquiElPersonalDeSucursal'),
  home_orders:
    t('placeholderTexts.aquiLaSucursalVeraEn'),
  customer_support: t('placeholderTexts.aquiElEquipoDeAtencion'),
  order_view: t('placeholderTexts.aquiVerasElDetalleDe'),
  flex: t('placeholderTexts.aquiEstaraLaMuestraDe'),
  forms: t('placeholderTexts.aquiEstaraLaMuestraDe2'),
  dialogs: t('placeholderTexts.aquiEstaraLaMuestraDe3'),
  samples: t('placeholderTexts.aquiEstaraElCatalogoDe'),
  samples_basic_tables: t('placeholderTexts.aquiEstaraLaMuestraDe4'),
  samples_custom_tables: t('placeholderTexts.aquiEstaraLaMuestraDe5'),
};
