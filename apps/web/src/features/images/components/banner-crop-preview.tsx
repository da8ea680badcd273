import { useState, type CSSProperties } from 'react';
import type { AdminBanner } from '@mostrador/shared/schemas/images-views';
import { useImageUrl } from '../../company';
import { BANNER_FRAMES, CROP_WARNING_SHARE, croppedShare, type BannerFrame } from '../banner-frames';
import styles from '../images.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

type Size = { width: number; height: number };

/** What a frame does to this picture, in words: whole, or the share it cuts (stronger from CROP_WARNING_SHARE). */
function CropNote({ picture, frame }: { picture: Size | null; frame: BannerFrame }) {
  if (!picture) return null;
  const share = croppedShare(picture, frame);
  const percent = Math.round(share * 100);
  if (percent < 1) return <span className={styles.cropNone}>{t('images.cropNone')}</span>;
  const text = t('images.cropWarning', { percent });
  return share >= CROP_WARNING_SHARE ? (
    <strong className={styles.cropWarning} data-crop-warning="">
      {text}
    </strong>
  ) : (
    <span className={styles.cropNone}>{text}</span>
  );
}

const frameLabel = (frame: BannerFrame) =>
  frame.place === 'top' ? t('images.frame.top', { width: frame.width, height: frame.height }) : t(`images.frame.${frame.place}`);

/**
 * The banner's picture in each place it will show, at that place's shape and fill (cover,
 * centred, or whole), so a manager sees the crop before publishing (issue 32, decision 056).
 */
export function BannerCropPreview({ banner }: { banner: AdminBanner }) {
  const toImage = useImageUrl();
  const [picture, setPicture] = useState<Size | null>(null);
  const src = toImage(banner.IMAGE);
  return (
    <div className={styles.frames}>
      {BANNER_FRAMES[banner.TYPE].map((frame) => {
        const isTall = frame.height > frame.width;
        const box: CSSProperties = { aspectRatio: `${frame.width} / ${frame.height}` };
        return (
          <figure key={frame.place + frame.fit} className={isTall ? `${styles.frame} ${styles.frameTall}` : styles.frame}>
            <div className={styles.frameBox} style={box} data-frame={frame.place}>
              <img
                src={src}
                alt={banner.TITLE}
                style={{ objectFit: frame.fit }}
                loading="lazy"
                decoding="async"
                onLoad={(e) => setPicture({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
              />
            </div>
            <figcaption className={styles.frameCaption}>
              <span>{frameLabel(frame)}</span>
              <CropNote picture={picture} frame={frame} />
            </figcaption>
          </figure>
        );
      })}
      <a className={styles.openFull} href={src} target="_blank" rel="noreferrer">
        {t('images.openFull')}
      </a>
    </div>
  );
}
