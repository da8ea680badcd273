import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { companyBannersQuery } from '../../../shared/api/company';
import { byPosition } from '../banner-choice';

// Mantine's Modal loads only when there is an ad to show.
const ScreenAdModal = lazy(() => import('./screen-ad-modal').then((m) => ({ default: m.ScreenAdModal })));

export const SCREEN_AD_SEEN_KEY = 'mostrador-screen-ad-seen';

function wasSeen(): boolean {
  try {
    return sessionStorage.getItem(SCREEN_AD_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SCREEN_AD_SEEN_KEY, '1');
  } catch {
    // Storage blocked: the ad may show again, which is harmless.
  }
}

/** SCREEN_AD as a dismissible modal, once per browser session. */
export function ScreenAd() {
  const query = useQuery(companyBannersQuery);
  const [isOpen, setOpen] = useState(() => !wasSeen());
  const ad = byPosition(query.data?.banners.SCREEN_AD)[0];
  if (!ad || !isOpen) return null;
  const close = () => {
    markSeen();
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ScreenAdModal banner={ad} onClose={close} />
    </Suspense>
  );
}
