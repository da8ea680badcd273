import { useQuery } from '@tanstack/react-query';
import { companyBannersQuery } from '../../company';

/** The screen runs for days: new banners show within this time. */
export const KIOSK_BANNERS_REFRESH_MS = 3 * 60_000;

/**
 * The banners start-up loaded, asked again every few minutes. A failed refresh (network down)
 * keeps the banners on screen and is tried again at the next interval, or as soon as the
 * browser is back online (TanStack Query pauses and resumes), without reloading the page.
 */
export function useKioskBanners() {
  return useQuery({
    ...companyBannersQuery,
    staleTime: KIOSK_BANNERS_REFRESH_MS,
    refetchInterval: KIOSK_BANNERS_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnReconnect: true,
    retry: 2,
  });
}
