import { useId } from 'react';
import { useAuthStore } from '../../../features/auth';
import { useThemes } from '../../../features/themes';
import { themeOptions } from '../../../shared/theme/theme-options';
import { setTheme, useThemeStore } from '../../../shared/theme/theme-store';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/**
 * The right menu's theme choice as a native select (not Mantine's Select, which would join the
 * first download of every page — the menu is open by default on desktop).
 */
export function QuickThemeSelect() {
  const token = useAuthStore((s) => s.idToken ?? undefined);
  const { data, isError } = useThemes(token);
  const themeName = useThemeStore((s) => s.themeName);
  const names = data?.themes.map((theme) => theme.THEME) ?? [];
  const options = themeOptions([...names, themeName]);
  const id = useId();
  return (
    <div className={styles.sectionBody}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {t('theme.label')}
      </label>
      <select id={id} className={styles.select} value={themeName} onChange={(event) => setTheme(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {isError ? <p className={styles.error}>{t('theme.listFailed')}</p> : null}
    </div>
  );
}
