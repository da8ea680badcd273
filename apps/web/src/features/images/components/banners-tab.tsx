import { useQueryClient } from '@tanstack/react-query';
import { Input } from '@mantine/core';
import { useId, useState } from 'react';
import { BANNER_TYPES, type BannerType } from '@mostrador/shared/schemas/company';
import { SLOT_SIZES, type ImagesOverviewResponse } from '@mostrador/shared/schemas/images-views';
import { deleteBanner, setBannerPublished, updateBanner, uploadBanner } from '../api';
import { BannerCard } from './banner-card';
import { UploadButton } from './upload-button';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

export const OVERVIEW_KEY = ['images', 'overview'] as const;

/** Banners of one TYPE at a time (docs/product.md#back-office-images-and-banners), each with its fields; a new one goes last. */
export function BannersTab({ token, overview }: { token: string; overview: ImagesOverviewResponse }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [type, setType] = useState<BannerType>('BANNER_TOP_LG');
  const refresh = () => queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
  const size = SLOT_SIZES[type][0]!;
  const list = overview.banners.filter((b) => b.TYPE === type).sort((a, b) => a.POSITION - b.POSITION || a.ID - b.ID);
  return (
    <div className={staffStyles.page}>
      <div className={staffStyles.row}>
        <Input.Wrapper id={id} label={t('images.type')} size="xs">
          <Input component="select" id={id} size="xs" value={type} onChange={(e) => setType(e.currentTarget.value as BannerType)}>
            {BANNER_TYPES.map((bt) => (
              <option key={bt} value={bt}>
                {t(`images.typeName.${bt}`)} — {SLOT_SIZES[bt][0]!.width} × {SLOT_SIZES[bt][0]!.height}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
        <UploadButton
          label={t('images.newBanner')}
          onFile={async (file) => (await uploadBanner(token, file, { TYPE: type }), refresh())}
          doneMessage={t('images.draftUploaded')}
        />
      </div>
      <p className={staffStyles.muted}>{t('images.hint', { mb: 15 }) + ' ' + t('images.preview', size)}</p>
      {list.length === 0 ? <p className={staffStyles.muted}>{t('images.noBanners')}</p> : null}
      <div className={styles.cards}>
        {list.map((banner) => (
          <BannerCard
            key={`${banner.ID}:${banner.IMAGE}`}
            banner={banner}
            onSave={async (fields) => (await updateBanner(token, fields), refresh())}
            onPublish={async (isPublished) => (await setBannerPublished(token, banner.ID, isPublished), refresh())}
            onReplace={async (file) => (await uploadBanner(token, file, { ID: banner.ID }), refresh())}
            onDelete={async () => (await deleteBanner(token, banner.ID), refresh())}
          />
        ))}
      </div>
    </div>
  );
}
