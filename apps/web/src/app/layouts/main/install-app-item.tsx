import { useId, useState, useSyncExternalStore } from 'react';
import { installApp, installOffer, subscribeInstallOffer } from '../../../features/push';
import { IconChevronDown, IconDownload } from '../../../shared/ui/icons';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/**
 * "Instalar la app" in the left menu, only while the browser can install the store (decision 054):
 * Chromium's own prompt, or on an iPhone or iPad the line that says how.
 */
export function InstallAppItem({ onNavigate }: { onNavigate?: () => void }) {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer);
  const [isHintShown, setHintShown] = useState(false);
  const id = useId();
  if (offer === 'prompt')
    return (
      <li>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            onNavigate?.();
            void installApp();
          }}
        >
          <IconDownload />
          {t('menu.installApp')}
        </button>
      </li>
    );
  if (offer !== 'ios') return null;
  return (
    <li>
      <button
        type="button"
        className={styles.link}
        aria-expanded={isHintShown}
        aria-controls={`${id}-hint`}
        onClick={() => setHintShown((shown) => !shown)}
      >
        <IconDownload />
        {t('menu.installApp')}
        <IconChevronDown size={18} className={styles.chevron} />
      </button>
      {isHintShown ? (
        <p id={`${id}-hint`} className={styles.note}>
          {t('menu.installAppIos')}
        </p>
      ) : null}
    </li>
  );
}
