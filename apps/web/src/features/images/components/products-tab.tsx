import { Button, Input } from '@mantine/core';
import { useId, useState } from 'react';
import { SLOT_SIZES, type ProductPicturesResponse } from '@mostrador/shared/schemas/images-views';
import { notify } from '../../../shared/notify/notify';
import { fetchProductPictures, setProductPictures, uploadImage } from '../api';
import { PictureList } from './picture-list';
import { UploadButton } from './upload-button';
import styles from '../images.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

/** A product's pictures by SKU: add, reorder, choose the main one (the first), delete. */
export function ProductsTab({ token }: { token: string }) {
  const id = useId();
  const [sku, setSku] = useState('');
  const [product, setProduct] = useState<ProductPicturesResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<ProductPicturesResponse>, done?: string) => {
    setBusy(true);
    try {
      setProduct(await work());
      if (done) notify({ type: 'positive', message: done });
    } catch (error) {
      notify({ type: 'negative', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const size = SLOT_SIZES.PRODUCT[0]!;
  return (
    <div className={staffStyles.page}>
      <form
        noValidate
        className={staffStyles.row}
        onSubmit={(e) => {
          e.preventDefault();
          if (sku.trim()) void run(() => fetchProductPictures(token, sku.trim()));
        }}
      >
        <Input.Wrapper id={id} label={t('images.productSku')} size="xs">
          <Input id={id} size="xs" value={sku} maxLength={60} onChange={(e) => setSku(e.currentTarget.value)} />
        </Input.Wrapper>
        <Button size="xs" type="submit" loading={busy && !product}>
          {t('images.productFind')}
        </Button>
      </form>
      {product ? (
        <section className={styles.card} aria-label={product.NAME}>
          <div className={staffStyles.row}>
            <strong>
              {product.NAME} · {product.SKU}
            </strong>
            <UploadButton
              label={t('images.upload')}
              onFile={async (file) => setProduct(await uploadImage<ProductPicturesResponse>('product', token, file, { SKU: product.SKU }))}
            />
          </div>
          <p className={staffStyles.muted}>{t('images.hint', { mb: 15 }) + ' ' + t('images.preview', size)}</p>
          <PictureList
            paths={product.IMAGES}
            firstLabel={t('images.productMain')}
            previewWidth={size.width}
            previewHeight={size.height}
            busy={busy}
            onChange={(next) => void run(() => setProductPictures(token, product.SKU, next), t('images.saved'))}
          />
        </section>
      ) : null}
    </div>
  );
}
