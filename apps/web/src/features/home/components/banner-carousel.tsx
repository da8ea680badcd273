import type { Banner } from '@mostrador/shared/schemas/company';
import { useCallback, useEffect, useState, type TouchEvent } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../../shared/ui/icons';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { BannerImage } from './banner-image';
import styles from './banners.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

export const CAROUSEL_INTERVAL_MS = 6000;
const SWIPE_MIN_PX = 40;

interface BannerCarouselProps {
  banners: Banner[];
  width: number;
  height: number;
  label: string;
  isEager?: boolean;
  /** Called once the first banner's picture has loaded (or failed to). */
  onFirstShown?: () => void;
}

/**
 * Which slide shows: turns every 6 s while there are two or more, not paused (hover or focus)
 * and motion is welcome; `go` wraps around both ends.
 */
function useCarousel(count: number) {
  const [current, setCurrent] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const [touchX, setTouchX] = useState<number | null>(null);
  const isReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const index = count > 0 ? current % count : 0;

  useEffect(() => {
    if (count < 2 || isPaused || isReducedMotion) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, isPaused, isReducedMotion]);

  const go = (to: number) => setCurrent((to + count) % count);
  // Paused while pointed at or focused; a swipe on a phone steps like the arrows.
  const handlers = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
    onTouchStart: (event: TouchEvent) => setTouchX(event.touches[0]?.clientX ?? null),
    onTouchEnd: (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (touchX !== null && endX !== undefined && Math.abs(endX - touchX) > SWIPE_MIN_PX) {
        go(endX < touchX ? index + 1 : index - 1);
      }
      setTouchX(null);
    },
  };
  return { index, go, handlers };
}

/**
 * One banner, or a carousel that turns every 6 s (paused on hover/focus and reduced motion).
 * Arrows on larger screens; on phones the dots and a swipe.
 */
export function BannerCarousel({ banners, width, height, label, isEager = false, onFirstShown }: BannerCarouselProps) {
  const count = banners.length;
  const { index, go, handlers } = useCarousel(count);
  // The other slides' pictures wait for the first: on a phone they would otherwise share the
  // line with the page's largest picture and the app's own code (decision 043).
  const [isFirstShown, setFirstShown] = useState(false);
  const onFirst = useCallback(() => {
    setFirstShown(true);
    onFirstShown?.();
  }, [onFirstShown]);
  if (count === 0) return null;

  return (
    <section
      className={styles.carousel}
      style={{ aspectRatio: `${width} / ${height}` }}
      aria-roledescription={t('banner.carousel')}
      aria-label={label}
      {...handlers}
    >
      {banners.map((banner, i) => (
        <div
          key={banner.ID}
          className={styles.slide}
          data-active={i === index}
          aria-roledescription={t('banner.slide')}
          aria-label={`${i + 1} de ${count}`}
          aria-hidden={i !== index}
          inert={i !== index}
        >
          {i === 0 || i === index || isFirstShown ? (
            <BannerImage
              banner={banner}
              width={width}
              height={height}
              isEager={isEager && i === 0}
              onShown={i === 0 ? onFirst : undefined}
            />
          ) : null}
        </div>
      ))}
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(index - 1)}
            aria-label={t('banner.previous')}
          >
            <IconChevronLeft />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('banner.next')}>
            <IconChevronRight />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.ID}
                type="button"
                className={styles.dot}
                aria-label={t('banner.show', { i: i + 1, count })}
                aria-current={i === index}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
