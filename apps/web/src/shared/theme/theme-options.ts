import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';

export const COMPANY_THEME_LABEL = t('theme.company');

/**
 * Options of every theme choice (the themes page's picker and the right menu's select): the
 * company's theme first, then each theme once, sorted. Free of Mantine so the menu, open by
 * default on desktop, does not pull Mantine's Select into the first download.
 */
export function themeOptions(names: readonly string[]): { value: string; label: string }[] {
  const unique = [...new Set(names)].filter((name) => name && name !== THEME_DEFAULT_NAME);
  return [
    { value: THEME_DEFAULT_NAME, label: COMPANY_THEME_LABEL },
    ...unique.sort((a, b) => a.localeCompare(b, 'es-MX')).map((name) => ({ value: name, label: name })),
  ];
}
