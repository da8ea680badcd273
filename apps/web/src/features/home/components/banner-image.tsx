import type { Banner } from '@mostrador/shared/schemas/company';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { useImageUrl } from '../../company';
import styles from './banners.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

interface BannerImageProps {
  banner: Banner;
  width: number;
  height: number;
  isEager?: boolean;
  /** Called once the picture has loaded (or failed to). */
  onShown?: () => void;
}

/** A banner picture, linked when it has a LINK (in-app paths stay in the app). */
export function BannerImage({ banner, width, height, isEager = false, onShown }: BannerImageProps) {
  const toImage = useImageUrl();
  // A page the server rendered (decision 073) may have its picture before React hydrates it,
  // and then no load event comes: a picture already there counts as shown.
  const whenThere = useCallback((node: HTMLImageElement | null) => void (node?.complete && onShown?.()), [onShown]);
  const img = (
    <img
      ref={whenThere}
      src={toImage(banner.IMAGE)}
      alt={banner.TITLE || t('banner.alt')}
      width={width}
      height={height}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      decoding="async"
      className={styles.image}
      onLoad={onShown}
      onError={onShown}
    />
  );
  const link = banner.LINK.trim();
  if (!link) return img;
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={styles.link}>
        {img}
      </Link>
    );
  }
  return (
    <a href={link} className={styles.link} target="_blank" rel="noreferrer">
      {img}
    </a>
  );
}
