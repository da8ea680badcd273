import { useQuery } from '@tanstack/react-query';
import { companyBannersQuery } from '../../../shared/api/company';
import { BANNER_SIZES, pickTopBanners } from '../banner-choice';
import { useScreenWidthClass } from '../use-screen-width-class';
import { BannerCarousel } from './banner-carousel';
import styles from './banners.module.css';

/** BANNER_TOP_XL / _LG / _MD by screen width. Banner failures are ignored (spec §2). */
export function TopBanner() {
  const query = useQuery(companyBannersQuery);
  const screenWidth = useScreenWidthClass();
  if (query.isPending) {
    const size = BANNER_SIZES[pickTopBanners({}, screenWidth).type];
    return (
      <div
        className={styles.placeholder}
        style={{ aspectRatio: `${size.width} / ${size.height}` }}
        aria-busy="true"
        aria-label="Cargando promociones"
      />
    );
  }
  if (query.isError) return null;
  const { type, banners } = pickTopBanners(query.data.banners, screenWidth);
  const { width, height } = BANNER_SIZES[type];
  // Keyed by type so a resize across breakpoints starts the new set from its first banner.
  return (
    <BannerCarousel key={type} banners={banners} width={width} height={height} label="Promociones" isEager />
  );
}
