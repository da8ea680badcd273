import { THEME_DEFAULT_NAME } from '@mostrador/shared/constants/limits';
import { messageOf } from '../../shared/api/api-error';
import { useAuthStore } from '../auth';
import { useThemes } from './api/get-themes';
import { ThemePicker } from './components/theme-picker';
import { setTheme, useThemeStore } from '../../shared/theme/theme-store';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/state-panel';
import { isDarkMode } from './is-dark-mode';
import styles from './themes.module.css';
import { t } from '@mostrador/shared/messages/es-MX-about';

/** Route themes (samples, guarded by SAMPLES): the themes of POST /themes/getThemes and the picker. */
export function ThemesPage() {
  const token = useAuthStore((s) => s.idToken ?? undefined);
  const query = useThemes(token);
  const chosen = useThemeStore((s) => s.themeName);
  const applied = useThemeStore((s) => s.theme?.THEME);

  return (
    <section className={styles.page} aria-labelledby="themes-title">
      <h1 id="themes-title" className={styles.title}>
        {t('themesPage.temas')}
      </h1>
      <p className={styles.lead}>{t('themesPage.eligeComoSeVeLa')}</p>
      <div className={styles.picker}>
        <ThemePicker token={token} />
      </div>
      <h2 className={styles.subtitle}>{t('themesPage.temasDisponibles')}</h2>
      {query.isPending ? (
        <div className={styles.list} aria-busy="true" aria-label={t('themesPage.cargandoTemas')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={64} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.themes.length === 0 ? (
        <EmptyState title={t('themesPage.noHayTemas')} text={t('themesPage.aunNoSeHaGuardado')} />
      ) : (
        <ul className={styles.list}>
          {query.data.themes.map((theme) => {
            const isChosen = chosen === theme.THEME || (chosen === THEME_DEFAULT_NAME && applied === theme.THEME);
            return (
              <li key={theme.THEME} className={styles.item} data-chosen={isChosen}>
                <div>
                  <strong>{theme.THEME}</strong>
                  <span className={styles.meta}>
                    {isDarkMode(theme.MODE) ? t('themesPage.oscuro') : t('themesPage.claro')}
                    {theme.FOLDER ? t('themesPage.backgrounds', { folder: theme.FOLDER }) : ''}
                  </span>
                </div>
                {isChosen ? (
                  <span className={styles.current}>{t('themesPage.enUso')}</span>
                ) : (
                  <button type="button" className={styles.use} onClick={() => setTheme(theme.THEME)}>
                    {t('themesPage.usarEsteTema')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
