import { type ReactNode, useDeferredValue } from 'react';
import { CompanyLogo, useCompanyStore, useIsWordmark } from '../features/company';
import { IconAlert, IconRefresh } from '../shared/ui/icons';
import { Spinner, StatePanel } from '../shared/ui/state-panel';
import ui from '../shared/ui/ui.module.css';
import styles from './boot-screen.module.css';
import { useBootStore } from './boot-store';
import { t } from '@mostrador/shared/messages/es-MX';

/** Shows start-up progress (docs/product.md#start-up) and renders the app only once start-up has finished. */
export function BootGate({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  // Deferred: the whole app's first render runs in slices while the logo stays on screen, rather
  // than in one long task the moment start-up ends (a phone's Total Blocking Time, issue 18).
  const phase = useDeferredValue(useBootStore((s) => s.phase));
  if (phase === 'ready') return children;
  if (phase === 'error') return <BootError onRetry={onRetry} />;
  if (phase === 'logo') return <LogoScreen />;
  return (
    <div className="center-screen">
      <Spinner label={t('app.loading')} />
    </div>
  );
}

function LogoScreen() {
  const company = useCompanyStore((s) => s.company);
  const progress = useBootStore((s) => s.progress);
  const isWordmark = useIsWordmark();
  const percent = Math.round(progress * 100);
  return (
    <div className="center-screen">
      <div className={styles.logoScreen}>
        <CompanyLogo height={96} alt={t('app.logo', { name: company?.NAME ?? '' })} className={styles.logo} isPriority />
        {isWordmark ? null : <p className={styles.name}>{company?.NAME}</p>}
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t('app.loadingBar')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}

/**
 * Start-up failed. Offline (the shell came from the service worker's precache), it says so:
 * "Sin conexión" and that the store cannot be reached, with the text sign-in already uses for it.
 */
function BootError({ onRetry }: { onRetry: () => void }) {
  const error = useBootStore((s) => s.error);
  const offline = !navigator.onLine;
  return (
    <main className="center-screen">
      <div className={ui.panel}>
        <StatePanel
          icon={<IconAlert size={48} />}
          title={offline ? t('app.offline.title') : t('app.openFailed')}
          text={offline ? t('idp.network-request-failed') : (error ?? undefined)}
          level={1}
          role="alert"
        >
          <button type="button" className={ui.button} onClick={onRetry}>
            <IconRefresh size={18} /> {t('common.retry')}
          </button>
        </StatePanel>
      </div>
    </main>
  );
}
