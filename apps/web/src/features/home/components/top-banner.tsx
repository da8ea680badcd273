import { useEffect } from 'react';
import { useCompanyBanners } from '../../company';
import { BANNER_SIZES, pickTopBanners } from '../banner-choice';
import { useScreenWidthClass } from '../use-screen-width-class';
import { BannerCarousel } from './banner-carousel';
import styles from './banners.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/**
 * BANNER_TOP_XL / _LG / _MD by screen width. Banner failures are ignored (docs/product.md#company-branches-and-banners).
 * `onShown` is called once the first banner's picture is on screen, or at once when there is none.
 */
export function TopBanner({ onShown }: { onShown?: () => void }) {
  const query = useCompanyBanners();
  const screenWidth = useScreenWidthClass();
  const choice = query.data ? pickTopBanners(query.data.banners, screenWidth) : null;
  const hasNone = query.isError || choice?.banners.length === 0;
  useEffect(() => {
    if (hasNone) onShown?.();
  }, [hasNone, onShown]);
  if (query.isPending) {
    const size = BANNER_SIZES[pickTopBanners({}, screenWidth).type];
    return (
      <div
        className={styles.placeholder}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        aria-busy="true"
        aria-label={t('banner.loading')}
      />
    );
  }
  if (!choice) return null;
  const { type, banners } = choice;
  const { width, height } = BANNER_SIZES[type];
  // Keyed by type so a resize across breakpoints starts the new set from its first banner.
  return (
    <BannerCarousel
      key={type}
      banners={banners}
      width={width}
      height={height}
      label={t('banner.promotions')}
      isEager
      onFirstShown={onShown}
    />
  );
}
