import { useQueryClient } from '@tanstack/react-query';
import { SLOT_SIZES } from '@mostrador/shared/schemas/images-views';
import { useImageUrl } from '../../company';
import { uploadImage } from '../api';
import { OVERVIEW_KEY } from './banners-tab';
import { UploadButton } from './upload-button';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

/** The company logo at the heights the storefront shows it (header, start-up screen), and its replacement. */
export function LogoTab({ token, logo }: { token: string; logo: string }) {
  const toImage = useImageUrl();
  const queryClient = useQueryClient();
  const size = SLOT_SIZES.LOGO[0]!;
  return (
    <section className={styles.card} aria-label={t('images.logoCurrent')}>
      <strong>{t('images.logoCurrent')}</strong>
      <div className={styles.logoRow}>
        {logo ? (
          [40, 96].map((height) => (
            <figure key={height} style={{ margin: 0 }}>
              <img className={styles.preview} src={toImage(logo)} alt="" style={{ height, width: 'auto', objectFit: 'contain' }} />
              <figcaption className={staffStyles.muted}>{t('images.height', { height })}</figcaption>
            </figure>
          ))
        ) : (
          <p className={staffStyles.muted}>{t('images.noPictures')}</p>
        )}
      </div>
      <p className={staffStyles.muted}>{t('images.hint', { mb: 15 }) + ' ' + t('images.preview', size)}</p>
      <div className={styles.actions}>
        <UploadButton
          label={t('images.replace')}
          onFile={async (file) => {
            await uploadImage('logo', token, file);
            await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
          }}
        />
      </div>
    </section>
  );
}
