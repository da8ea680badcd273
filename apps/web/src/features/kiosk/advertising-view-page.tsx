import { useLocation, useParams } from 'react-router';
import { KioskPage } from './kiosk-page';

/**
 * The kiosk inside the storefront's router (in-app navigation, or the service worker's shell
 * offline). A fresh load of /advertising_view gets kiosk.html instead (decision 037).
 */
export function AdvertisingViewPage() {
  const { verificador } = useParams();
  const { search } = useLocation();
  return <KioskPage branchCode={verificador ?? null} search={search} />;
}
