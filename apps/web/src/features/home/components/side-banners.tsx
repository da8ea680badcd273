import { useCompanyBanners } from '../../company';
import { BANNER_SIZES, byPosition } from '../banner-choice';
import { BannerImage } from './banner-image';
import styles from './banners.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** BANNER_LEFT or BANNER_RIGHT as a column; the page hides it where there is no room. */
export function SideBanners({ type, className }: { type: 'BANNER_LEFT' | 'BANNER_RIGHT'; className?: string }) {
  const query = useCompanyBanners();
  const banners = byPosition(query.data?.banners[type]);
  if (banners.length === 0) return null;
  const { width, height } = BANNER_SIZES[type];
  return (
    <aside className={`${styles.side} ${className ?? ''}`} aria-label={type === 'BANNER_LEFT' ? t('banner.side') : t('banner.more')}>
      {banners.map((banner) => (
        <div key={banner.ID} className={styles.sideItem}>
          <BannerImage banner={banner} width={width} height={height} />
        </div>
      ))}
    </aside>
  );
}
