import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { IconAlert, IconRefresh } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { StatePanel } from '../../shared/ui/state-panel';
import styles from '../../shared/ui/ui.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Last-resort screen: a chunk failed to download (e.g. after a deploy) or a screen threw. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="center-screen">
      <div className={styles.panel}>
        <StatePanel icon={<IconAlert size={40} />} title={t('app.errorTitle')} text={t('app.errorText')} level={1} role="alert">
          <button type="button" className={styles.button} onClick={() => window.location.reload()}>
            <IconRefresh size={18} /> {t('common.retry')}
          </button>
          <Link to={pathTo('home_view')}>{t('app.backToStore')}</Link>
        </StatePanel>
      </div>
    </main>
  );
}
