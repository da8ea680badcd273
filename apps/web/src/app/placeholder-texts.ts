import type { RouteName } from '../shared/ui/navigation/routes';
import { t } from '@mostrador/shared/messages/es-MX-store';

/** One sentence per screen a later issue builds, shown on its "En construcción" panel. */
export const PLACEHOLDER_TEXTS: Partial<Record<RouteName, string>> = {
  advertising_view: t('placeholderTexts.advertising'),
  images_management: t('placeholderTexts.imagesManagement'),
  flex: t('placeholderTexts.flex'),
  forms: t('placeholderTexts.forms'),
  dialogs: t('placeholderTexts.dialogs'),
  samples: t('placeholderTexts.samples'),
  samples_basic_tables: t('placeholderTexts.basicTables'),
  samples_custom_tables: t('placeholderTexts.customTables'),
};
