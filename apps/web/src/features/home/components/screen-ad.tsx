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

/**
 * How long the visitor has the page to themselves once it has loaded and gone idle, before the
 * ad greets them (decision 043): the page's own content is what they see first, and the search
 * box is theirs while they start typing.
 */
export const SCREEN_AD_DELAY_MS = 5000;

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

/** Runs `then` once the page has loaded (the load event) and the browser has an idle moment. */
function afterLoadAndIdle(then: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Safari before 18 has no requestIdleCallback: a plain timeout stands in for the idle moment.
  const onLoad = () => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(then, { timeout: 2000 });
    else timer = setTimeout(then, 200);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** True SCREEN_AD_DELAY_MS after the page has settled: top banner shown (or timed out), loaded, idle. */
function usePageSettled(isPageShown: boolean): boolean {
  const isBannerDone = useReadyOrTimeout(isPageShown, SCREEN_AD_MAX_WAIT_MS);
  const [isSettled, setSettled] = useState(false);
  useEffect(() => {
    if (!isBannerDone) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterLoadAndIdle(() => {
      timer = setTimeout(() => setSettled(true), SCREEN_AD_DELAY_MS);
    });
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, [isBannerDone]);
  return isSettled;
}

/**
 * SCREEN_AD as a dismissible modal: at most once per day per device, never after sign-in,
 * never over the checkout. It opens a while after the page has settled (its top banner on screen,
 * `isPageShown`, loaded and idle), so the dialog, its Mantine code and its picture do not compete
 * with the page's own download, and the page's content is the first thing the visitor sees.
 */
export function ScreenAd({ isPageShown = true }: { isPageShown?: boolean }) {
  const query = useCompanyBanners();
  const { pathname } = useLocation();
  const [today] = useState(() => mexicoCityDay(new Date()));
  const [isOpen, setOpen] = useState(() =>
    mayShowScreenAd({ shownDay: shownDay(), today, hasSignedIn: hasSignedInThisSession(), pathname }),
  );
  const canShow = usePageSettled(isPageShown);
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
