import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { messageOf } from '../../../shared/api/api-error';
import { setTheme, useThemeStore } from '../../../shared/theme/theme-store';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/state-panel';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useThemes } from '../api/get-themes';
import { isDarkMode } from '../is-dark-mode';
import styles from './theme-editor.module.css';

interface Props {
  token: string | undefined;
  companyTheme: string | null;
  editing: string;
  mayEdit: boolean;
  onEdit: (name: string) => void;
  onDelete: (name: string) => void;
  onNew: () => void;
  loadError: string | null;
}

/** Every theme (POST /themes/getThemes): use it on this device, open it in the editor, delete it. */
export function ThemeList({ token, companyTheme, editing, mayEdit, onEdit, onDelete, onNew, loadError }: Props) {
  const query = useThemes(token);
  const chosen = useThemeStore((s) => s.themeName);
  const applied = useThemeStore((s) => s.theme?.THEME);
  return (
    <section className={styles.listColumn} aria-labelledby="theme-list-title">
      <div className={styles.listHead}>
        <h2 id="theme-list-title" className={styles.h2}>
          {t('themeEditor.themes')}
        </h2>
        <button type="button" className={uiStyles.buttonSubtle} onClick={onNew}>
          {t('themeEditor.newTheme')}
        </button>
      </div>
      {loadError ? <p className={styles.warning}>{loadError}</p> : null}
      {query.isPending ? (
        <Skeleton height={120} label={t('themeEditor.themes')} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.themes.length === 0 ? (
        <EmptyState title={t('themeEditor.noThemes')} text={t('themeEditor.noThemesText')} />
      ) : (
        <ul className={styles.themeList}>
          {query.data.themes.map((theme) => {
            const name = theme.THEME;
            const isUsed = chosen === name || (chosen === THEME_DEFAULT_NAME && applied === name);
            const isCompany = name === companyTheme;
            return (
              <li key={name} className={styles.themeItem} data-editing={editing === name || undefined}>
                <div className={styles.themeName}>
                  <strong>{name}</strong>
                  <span className={styles.meta}>
                    {isDarkMode(theme.MODE) ? t('themeEditor.isDark') : t('themeEditor.isLight')}
                    {theme.FOLDER ? ` · ${theme.FOLDER}` : ''}
                    {isCompany ? ` · ${t('themeEditor.companyTheme')}` : ''}
                    {isUsed ? ` · ${t('themeEditor.inUse')}` : ''}
                  </span>
                </div>
                <div className={styles.themeActions}>
                  {isUsed ? null : (
                    <button type="button" className={styles.smallButton} onClick={() => setTheme(name)}>
                      {t('themeEditor.useTheme')}
                    </button>
                  )}
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => onEdit(name)}
                    aria-label={t('themeEditor.editNamed', { name })}
                  >
                    {t('themeEditor.edit')}
                  </button>
                  {mayEdit && !isCompany ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      onClick={() => onDelete(name)}
                      aria-label={t('themeEditor.deleteNamed', { name })}
                    >
                      {t('themeEditor.delete')}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
