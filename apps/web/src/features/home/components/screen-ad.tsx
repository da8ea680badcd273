import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { hasSignedInThisSession } from '../../auth';
import { useCompanyBanners } from '../../company';
import { byPosition, isCheckoutPath, mayShowScreenAd, mexicoCityDay } from '../banner-choice';

// Mantine's Modal loads only when there is an ad to show.
const ScreenAdModal = lazy(() => import('./screen-ad-modal').then((m) => ({ default: m.ScreenAdModal })));

/** localStorage: the Mexico City day the ad last showed on this device. */
export const SCREEN_AD_DAY_KEY = 'mostrador-screen-ad-day';

/** Longest wait for the page's top banner before the ad shows anyway (a slow or stuck picture). */
export const SCREEN_AD_MAX_WAIT_MS = 4000;

function shownDay(): string | null {
  try {
    return localStorage.getItem(SCREEN_AD_DAY_KEY);
  } catch {
    return null;
  }
}

function markShown(day: string): void {
  try {
    localStorage.setItem(SCREEN_AD_DAY_KEY, day);
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
 * SCREEN_AD as a dismissible modal: at most once per day per device, never after sign-in,
 * never over the checkout. It opens after the page's top banner is on screen (`isPageShown`),
 * so the dialog, its Mantine code and its picture do not compete with the page's own download.
 */
export function ScreenAd({ isPageShown = true }: { isPageShown?: boolean }) {
  const query = useCompanyBanners();
  const { pathname } = useLocation();
  const [today] = useState(() => mexicoCityDay(new Date()));
  const [isOpen, setOpen] = useState(() =>
    mayShowScreenAd({ shownDay: shownDay(), today, hasSignedIn: hasSignedInThisSession(), pathname }),
  );
  const canShow = useReadyOrTimeout(isPageShown, SCREEN_AD_MAX_WAIT_MS);
  const ad = byPosition(query.data?.banners.SCREEN_AD)[0];
  const isShown = Boolean(ad) && isOpen && canShow && !isCheckoutPath(pathname);
  // Counted when it shows, not when it closes: a reload with it open does not show it again.
  useEffect(() => {
    if (isShown) markShown(today);
  }, [isShown, today]);
  if (!ad || !isShown) return null;
  return (
    <Suspense fallback={null}>
      <ScreenAdModal banner={ad} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
