import { useThemeStore } from '../../../shared/theme/theme-store';
import { IconChevronLeft, IconChevronRight, IconPause, IconPlay } from '../../../shared/ui/icons';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Slideshow controls of docs/product.md#themes laid out for the right menu (the theme engine's own float). */
export function BackgroundMenuControls() {
  const background = useThemeStore((s) => s.background);
  const dispatch = useThemeStore((s) => s.dispatchBackground);
  const hasSeveral = background.paths.length > 1;
  const canStep = background.isOn && hasSeveral;
  if (background.paths.length === 0) {
    return <p className={styles.note}>{t('background.none')}</p>;
  }
  return (
    <div className={styles.sectionBody}>
      <div className={styles.controls} role="group" aria-label={t('background.controls')}>
        <button
          type="button"
          className={styles.controlButton}
          onClick={() => dispatch({ type: 'previous' })}
          disabled={!canStep}
          aria-label={t('background.previous')}
        >
          <IconChevronLeft size={20} />
        </button>
        <button
          type="button"
          className={styles.controlButton}
          onClick={() => dispatch({ type: background.isPlaying ? 'pause' : 'play' })}
          disabled={!canStep || background.rotateSeconds <= 0}
          aria-label={background.isPlaying ? t('background.pause') : t('background.play')}
        >
          {background.isPlaying ? <IconPause size={20} /> : <IconPlay size={20} />}
        </button>
        <button
          type="button"
          className={styles.controlButton}
          onClick={() => dispatch({ type: 'next' })}
          disabled={!canStep}
          aria-label={t('background.next')}
        >
          <IconChevronRight size={20} />
        </button>
      </div>
      <label className={styles.switchRow}>
        <input type="checkbox" checked={background.isOn} onChange={(event) => dispatch({ type: 'set-on', isOn: event.target.checked })} />
        {t('background.show')}
      </label>
    </div>
  );
}
