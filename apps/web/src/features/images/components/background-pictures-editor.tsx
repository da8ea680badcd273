import './../mantine-styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SLOT_SIZES, type BackgroundsListResponse } from '@mostrador/shared/schemas/images-views';
import { useAuthStore } from '../../auth';
import { notify } from '../../../shared/notify/notify';
import { fetchBackgrounds, setBackgrounds, uploadImage } from '../api';
import { PictureList } from './picture-list';
import { UploadButton } from './upload-button';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

export const backgroundsKey = (folder: string) => ['images', 'backgrounds', folder] as const;

/**
 * A theme FOLDER's background pictures: upload, reorder and delete (issue 20; the theme editor
 * of issue 22 embeds it). Needs EDIT_COMPANY_IMAGES or ADMIN; `onChange` hears the new list.
 */
export function BackgroundPicturesEditor({ folder, onChange }: { folder: string; onChange?: (paths: string[]) => void }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: backgroundsKey(folder),
    queryFn: ({ signal }) => fetchBackgrounds(token, folder, signal),
    enabled: token !== '' && folder !== '',
  });
  const show = (answer: BackgroundsListResponse) => {
    queryClient.setQueryData(backgroundsKey(folder), answer);
    onChange?.(answer.PATHS);
  };
  const save = async (paths: string[]) => {
    setBusy(true);
    try {
      show(await setBackgrounds(token, folder, paths));
      notify({ type: 'positive', message: t('images.saved') });
    } catch (error) {
      notify({ type: 'negative', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const size = SLOT_SIZES.BACKGROUND[0]!;
  return (
    <section className={styles.card} aria-label={t('images.folderPictures', { folder })}>
      <div className={staffStyles.row}>
        <strong>{t('images.folderPictures', { folder })}</strong>
        <UploadButton
          label={t('images.upload')}
          onFile={async (file) => show(await uploadImage<BackgroundsListResponse>('background', token, file, { FOLDER: folder }))}
        />
      </div>
      <p className={staffStyles.muted}>{t('images.preview', { width: size.width, height: size.height })}</p>
      {query.isPending ? (
        <p className={staffStyles.muted}>{t('images.loading')}</p>
      ) : query.isError ? (
        <p className={staffStyles.muted}>{t('images.loadError')}</p>
      ) : (
        <PictureList
          paths={query.data.PATHS}
          previewWidth={size.width}
          previewHeight={size.height}
          onChange={(p) => void save(p)}
          busy={busy}
        />
      )}
    </section>
  );
}
