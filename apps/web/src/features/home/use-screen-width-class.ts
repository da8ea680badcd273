import { DESKTOP_MIN_PX, DESKTOP_QUERY, XL_MIN_PX, XL_QUERY } from '../../shared/ui/breakpoints';
import { useMediaQuery } from '../../shared/ui/use-media-query';

/** A representative screen width for banner choice: 1440, 1024 or 0 (follows media queries). */
export function useScreenWidthClass(): number {
  const isXl = useMediaQuery(XL_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  if (isXl) return XL_MIN_PX;
  return isDesktop ? DESKTOP_MIN_PX : 0;
}
