import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companyInfoQuery, probeLogo, useCompanyStore } from '../company';
import { KioskPage } from './kiosk-page';
import styles from './kiosk.module.css';

/** While the store cannot be reached at power-on, the screen asks again this often, unattended. */
export const KIOSK_START_RETRY_MS = 15_000;

/** /advertising_view/<branch>?… as the kiosk entry reads it without a router. */
export function kioskAddress(pathname: string): { branchCode: string | null } {
  const match = /^\/advertising_view(?:\/([^/]+))?\/?$/.exec(pathname);
  return { branchCode: match?.[1] ? decodeURIComponent(match[1]) : null };
}

/**
 * The in-store screen's own start (kiosk.html, decision 037): the company (name, logo, theme)
 * and then the screen; no session, live channel or push as the storefront's start-up has. If
 * the network is down at power-on it keeps trying by itself, with no one to press a button.
 */
export function KioskApp({ location }: { location: { pathname: string; search: string } }) {
  const info = useQuery({ ...companyInfoQuery, retry: true, retryDelay: KIOSK_START_RETRY_MS, networkMode: 'always' });
  useEffect(() => {
    if (!info.data) return;
    useCompanyStore.getState().setCompanyInfo(info.data);
    document.title = info.data.company.NAME;
    probeLogo();
  }, [info.data]);
  const hasCompany = useCompanyStore((s) => s.company !== null);
  if (!hasCompany) {
    return (
      <div className={styles.screen}>
        <div className={styles.adsEmpty} role="status">
          <p>{info.failureCount > 0 ? kioskT('kiosk.offline') : kioskT('kiosk.starting')}</p>
        </div>
      </div>
    );
  }
  return <KioskPage branchCode={kioskAddress(location.pathname).branchCode} search={location.search} />;
}
