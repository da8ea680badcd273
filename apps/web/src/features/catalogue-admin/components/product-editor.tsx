import { Button, Checkbox, TextInput, Textarea } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import {
  CATEGORY_TYPES,
  PRICE_NEEDS_CONFIRMATION,
  PRODUCT_TEXT_MAX,
  type AdminProduct,
  type CatalogueOptionsResponse,
  type ProductInput,
} from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../shared/api/api-error';
import { charCount } from '../../../shared/ui/char-count';
import { useCompanyStore } from '../../company';
import { productQuery, useCatalogueChange, useToken } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import { useProductForm } from '../hooks/use-product-form';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { CategoryPicker } from './category-picker';
import { LotExpiryFields } from './lot-expiry-fields';
import { MedicineFields } from './medicine-fields';
import { PriceConfirmDialog, type PriceQuestion } from './price-confirm-dialog';
import { PriceHistory } from './price-history';
import { PromotionFields } from './promotion-fields';
import { PromotionPreview } from './promotion-preview';

type TextName = 'DESCRIPTION' | 'SKU' | 'BARCODE' | 'NAME' | 'BRAND' | 'LABORATORY' | 'ACTIVE_INGREDIENT' | 'PRESENTATION' | 'PRICE';

/** `sku` '' is a new product; otherwise the product is read first. */
export function ProductEditor(props: { sku: string; options: CatalogueOptionsResponse | undefined; onClose: (sku?: string) => void }) {
  const token = useToken();
  const existing = useQuery(productQuery(token, props.sku));
  if (props.sku !== '' && !existing.data) return <p>…</p>;
  return <EditorForm key={props.sku} product={existing.data?.product ?? null} {...props} />;
}

interface EditorProps {
  product: AdminProduct | null;
  options: CatalogueOptionsResponse | undefined;
  onClose: (sku?: string) => void;
}

/**
 * Every field with its own Spanish error (the server's rules and words); the server still has the
 * last word (taken SKU or barcode, and a price beyond ×3 or ⅓, which it asks to confirm).
 */
function EditorForm({ product, options, onClose }: EditorProps) {
  const form = useProductForm(product);
  const { save, question, confirm, cancel } = useSaveProduct(onClose);
  const submit = form.handleSubmit((values) => save.mutate({ ORIGINAL_SKU: product?.SKU ?? null, product: values }));
  return (
    <>
      <form className={staffStyles.section} onSubmit={(e) => void submit(e)} noValidate>
        <h2 className={staffStyles.sectionTitle}>{product ? t('cat.ui.editProduct', { sku: product.SKU }) : t('cat.ui.newProduct')}</h2>
        <div className={styles.form}>
          <ProductTextFields form={form} product={product} />
          <ProductChoices form={form} options={options} />
          <MedicineFields form={form} />
          <LotExpiryFields form={form} />
          <PromotionFields form={form} />
          <Preview form={form} />
          <ProductFacts product={product} />
        </div>
        <div className={staffStyles.row}>
          <Button size="xs" type="submit" loading={save.isPending}>
            {t('cat.ui.save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => onClose()}>
            {t('cat.ui.cancel')}
          </Button>
        </div>
      </form>
      {product ? <PriceHistory sku={product.SKU} /> : null}
      <PriceConfirmDialog question={question} onConfirm={confirm} onCancel={cancel} />
    </>
  );
}

/** Saves; a 409 PRICE_NEEDS_CONFIRMATION becomes a question, and "Sí, cambiar el precio" resends with CONFIRM_PRICE. */
function useSaveProduct(onClose: (sku?: string) => void) {
  const [asked, setAsked] = useState<{ question: PriceQuestion; body: object } | null>(null);
  const save = useCatalogueChange(
    'products/save',
    (a) => {
      onClose(a.product.SKU);
      return t('cat.ui.saved', { sku: a.product.SKU });
    },
    (error, body) => {
      if (!(error instanceof ApiError) || error.code !== PRICE_NEEDS_CONFIRMATION) return false;
      const { OLD_PRICE = '', NEW_PRICE = '' } = error.details;
      setAsked({ question: { oldPrice: OLD_PRICE, newPrice: NEW_PRICE, message: error.errors }, body });
      return true;
    },
  );
  return {
    save,
    question: asked?.question ?? null,
    confirm: () => {
      if (asked) save.mutate({ ...asked.body, CONFIRM_PRICE: true });
      setAsked(null);
    },
    cancel: () => setAsked(null),
  };
}

function ProductTextFields({ form, product }: { form: UseFormReturn<ProductInput>; product: AdminProduct | null }) {
  const { register, formState, watch } = form;
  // The count shows near a text's limit (the description's always): the same numbers the server checks.
  const count = (name: TextName) =>
    name in PRODUCT_TEXT_MAX
      ? charCount(String(watch(name) ?? ''), PRODUCT_TEXT_MAX[name as keyof typeof PRODUCT_TEXT_MAX], name === 'DESCRIPTION')
      : null;
  const text = (name: TextName, label: string, extra = {}) => (
    <TextInput size="xs" label={label} {...register(name)} error={formState.errors[name]?.message} description={count(name)} {...extra} />
  );
  // A sold SKU is shown read-only (a disabled field would leave the form without it).
  const sku = product?.SOLD ? { readOnly: true, description: t('cat.ui.f.skuLocked') } : { autoFocus: true };
  return (
    <>
      {text('SKU', t('cat.ui.f.sku'), sku)}
      {text('BARCODE', t('cat.ui.f.barcode'), { inputMode: 'numeric', maxLength: 13 })}
      {text('NAME', t('cat.ui.f.name'))}
      {text('PRICE', t('cat.ui.f.price'), { inputMode: 'decimal' })}
      {text('BRAND', t('cat.ui.f.brand'))}
      {text('LABORATORY', t('cat.ui.f.laboratory'))}
      {text('ACTIVE_INGREDIENT', t('cat.ui.f.activeIngredient'))}
      {text('PRESENTATION', t('cat.ui.f.presentation'))}
      <Textarea
        className={styles.full}
        size="xs"
        autosize
        minRows={2}
        label={t('cat.ui.f.description')}
        description={count('DESCRIPTION')}
        {...register('DESCRIPTION')}
      />
    </>
  );
}

function ProductChoices({ form, options }: { form: UseFormReturn<ProductInput>; options: CatalogueOptionsResponse | undefined }) {
  return (
    <>
      <Controller
        control={form.control}
        name="CATEGORIES"
        render={({ field }) => (
          <>
            {CATEGORY_TYPES.map((type) => (
              <CategoryPicker key={type} type={type} options={options} value={field.value} onChange={field.onChange} />
            ))}
          </>
        )}
      />
      <Checkbox size="xs" label={t('cat.ui.f.requiresPrescription')} {...form.register('REQUIRES_PRESCRIPTION')} />
      <Checkbox size="xs" label={t('cat.ui.f.active')} {...form.register('ACTIVE')} />
    </>
  );
}

function Preview({ form }: { form: UseFormReturn<ProductInput> }) {
  const [price, promotion] = useWatch({ control: form.control, name: ['PRICE', 'PROMOTION'] });
  return <PromotionPreview price={price} promotion={promotion} />;
}

/** What the editor shows but does not change here: the pictures (images screen) and the stock (stock tab). */
function ProductFacts({ product }: { product: AdminProduct | null }) {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const images = product?.IMAGES ?? [];
  return (
    <>
      <div className={styles.full}>
        <strong>{t('cat.ui.f.pictures')}</strong>
        <div className={styles.pictures}>
          {images.length === 0 ? <p className={staffStyles.muted}>{t('cat.ui.f.noPictures')}</p> : null}
          {images.map((path) => (
            <img key={path} src={`${imgUrl}${path}`} alt="" loading="lazy" />
          ))}
        </div>
      </div>
      {product ? (
        <div className={styles.full}>
          <strong>{t('cat.ui.stockByBranch')}</strong>
          <p className={staffStyles.muted}>{product.STOCK.map((s) => `${s.NAME}: ${s.UNITS}`).join(' · ')}</p>
        </div>
      ) : null}
    </>
  );
}
