// Mantine's CSS in dependency order (a component's after the ones it builds on): these files
// are shared with other chunks, and the first importer decides their order in the shared one.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import type { Banner } from '@mostrador/shared/schemas/company';
import { useEffect, useState } from 'react';
import { MantineScope } from '../../../shared/theme/mantine-scope';
import { BANNER_SIZES } from '../banner-choice';
import { BannerImage } from './banner-image';
import styles from './screen-ad.module.css';
import { homeT as t } from '@mostrador/shared/messages/es-MX-home';

/**
 * Focus goes back where it was when the ad leaves. Mantine returns it only for a modal that
 * was closed before it opened; this one mounts open and unmounts when closed.
 */
function useFocusBackOnUnmount(): void {
  const [before] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (before?.isConnected && before !== document.body) before.focus({ preventScroll: true });
    },
    [before],
  );
}

/** Closes with Escape, a click outside, the close button or a click on the picture. */
export function ScreenAdModal({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { width, height } = BANNER_SIZES.SCREEN_AD;
  useFocusBackOnUnmount();
  return (
    <MantineScope>
      <Modal
        opened
        onClose={onClose}
        title={banner.TITLE || t('screenAdModal.aviso')}
        centered
        size="auto"
        closeOnEscape
        closeOnClickOutside
        returnFocus={false}
        closeButtonProps={{ 'aria-label': t('screenAdModal.cerrarAnuncio') }}
      >
        <div className={styles.body} onClickCapture={onClose}>
          <BannerImage banner={banner} width={width} height={height} isEager />
        </div>
      </Modal>
    </MantineScope>
  );
}
