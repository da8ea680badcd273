import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { t } from '@mostrador/shared/messages/es-MX';

export const COMPANY_THEME_LABEL = t('theme.company');

const DISPLAY_NAMES: Readonly<Record<string, string>> = {
  mostrador: t('theme.name.mostrador'),
  noche: t('theme.name.noche'),
  lavanda: t('theme.name.lavanda'),
  oceano: t('theme.name.oceano'),
};

/** A theme's name for people: "Océano", not the id "oceano"; an unknown id capitalised, words apart. */
export function themeDisplayName(name: string): string {
  const known = DISPLAY_NAMES[name];
  if (known) return known;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('es-MX') + words.slice(1);
}

/**
 * Options of every theme choice (the themes page's picker and the right menu's select): the
 * company's theme first, then each theme once, sorted. Free of Mantine so the menu, open by
 * default on desktop, does not pull Mantine's Select into the first download.
 */
export function themeOptions(names: readonly string[]): { value: string; label: string }[] {
  const unique = [...new Set(names)].filter((name) => name && name !== THEME_DEFAULT_NAME);
  return [
    { value: THEME_DEFAULT_NAME, label: COMPANY_THEME_LABEL },
    ...unique.map((name) => ({ value: name, label: themeDisplayName(name) })).sort((a, b) => a.label.localeCompare(b.label, 'es-MX')),
  ];
}
