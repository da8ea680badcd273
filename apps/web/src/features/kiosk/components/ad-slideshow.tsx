import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import type { Banner } from '@mostrador/shared/schemas/company';
import { useEffect, useMemo, useReducer } from 'react';
import { INITIAL_SLIDESHOW, slideshowReducer, type SlideshowAction, type SlideshowState } from '../../../shared/theme/background-slideshow';
import { useImageUrl } from '../../company';
import styles from '../kiosk.module.css';

const reduce = (state: SlideshowState, action: SlideshowAction) => slideshowReducer(state, action, Math.random());

interface AdSlideshowProps {
  banners: Banner[];
  rotateSeconds: number;
  isRandom: boolean;
}

/**
 * Full-screen rotation of the banners (each SCREEN_AD covering the screen, object-fit: cover) with the slideshow rules of docs/product.md#themes (next wraps, random
 * picks another, one picture or a rotation time of 0 pauses). Every picture is one <img>
 * stacked in place and only opacity changes, so a cross-fade costs no new elements and the
 * screen can run for days on the same few nodes.
 */
export function AdSlideshow({ banners, rotateSeconds, isRandom }: AdSlideshowProps) {
  const [show, dispatch] = useReducer(reduce, INITIAL_SLIDESHOW);
  const toImage = useImageUrl();
  const paths = useMemo(() => banners.map((b) => b.IMAGE), [banners]);
  const pathsKey = paths.join('\n');

  // A refresh that brings the same pictures changes nothing; new ones start from the first.
  useEffect(() => {
    dispatch({ type: 'load', paths: pathsKey === '' ? [] : pathsKey.split('\n'), rotateSeconds, isRandom });
  }, [pathsKey, rotateSeconds, isRandom]);

  useEffect(() => {
    if (!show.isPlaying) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), show.rotateSeconds * 1000);
    return () => clearInterval(timer);
  }, [show.isPlaying, show.rotateSeconds]);

  if (banners.length === 0) {
    return (
      <div className={styles.adsEmpty} aria-label={kioskT('kiosk.ads')} role="region">
        <p>{kioskT('kiosk.adsEmpty')}</p>
      </div>
    );
  }
  return (
    <div
      className={styles.ads}
      role="region"
      aria-label={kioskT('kiosk.ads')}
      aria-roledescription={kioskT('kiosk.adsCarousel')}
      data-shown={show.index}
    >
      {banners.map((banner, i) => {
        const isShown = i === show.index;
        // A SCREEN_AD covers the whole 16:9 screen; a storefront strip or skyscraper standing in stays whole.
        const fill = banner.TYPE === 'SCREEN_AD' ? styles.ad : `${styles.ad} ${styles.adWhole}`;
        return (
          <img
            key={banner.ID}
            src={toImage(banner.IMAGE)}
            alt={banner.TITLE}
            className={isShown ? `${fill} ${styles.adShown}` : fill}
            aria-hidden={!isShown}
            data-ad-index={i}
            decoding="async"
            draggable={false}
          />
        );
      })}
    </div>
  );
}
