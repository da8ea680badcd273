import { lazy, Suspense, useEffect, useState } from 'react';
import { useCompanyBanners } from '../../company';
import { byPosition } from '../banner-choice';

// Mantine's Modal loads only when there is an ad to show.
const ScreenAdModal = lazy(() => import('./screen-ad-modal').then((m) => ({ default: m.ScreenAdModal })));

export const SCREEN_AD_SEEN_KEY = 'mostrador-screen-ad-seen';

/** Longest wait for the page's top banner before the ad shows anyway (a slow or stuck picture). */
export const SCREEN_AD_MAX_WAIT_MS = 4000;

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

/** True once `isReady`, or after `maxWaitMs` whatever happens. */
function useReadyOrTimeout(isReady: boolean, maxWaitMs: number): boolean {
  const [isTimeUp, setTimeUp] = useState(false);
  useEffect(() => {
    if (isReady) return;
    const timer = setTimeout(() => setTimeUp(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [isReady, maxWaitMs]);
  return isReady || isTimeUp;
}

/**
 * SCREEN_AD as a dismissible modal, once per browser session. It opens after the page's top
 * banner is on screen (`isPageShown`), so the dialog, its Mantine code and its picture do not
 * compete with the page's own first download.
 */
export function ScreenAd({ isPageShown = true }: { isPageShown?: boolean }) {
  const query = useCompanyBanners();
  const [isOpen, setOpen] = useState(() => !wasSeen());
  const canShow = useReadyOrTimeout(isPageShown, SCREEN_AD_MAX_WAIT_MS);
  const ad = byPosition(query.data?.banners.SCREEN_AD)[0];
  if (!ad || !isOpen || !canShow) return null;
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
