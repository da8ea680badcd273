import { Button, Checkbox, Input, NumberInput, TextInput, Textarea } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import {
  CATEGORY_TYPES,
  type AdminProduct,
  type CatalogueOptionsResponse,
  type CategoryRef,
  type ProductInput,
  type PromotionInput,
} from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useCompanyStore } from '../../company';
import { productQuery, useCatalogueChange, useToken } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import { SelectField } from './fields';
import { PromotionPreview } from './promotion-preview';

const EMPTY: ProductInput = {
  SKU: '',
  BARCODE: '',
  NAME: '',
  DESCRIPTION: '',
  BRAND: '',
  LABORATORY: '',
  ACTIVE_INGREDIENT: '',
  PRESENTATION: '',
  PRICE: '',
  CATEGORIES: [],
  REQUIRES_PRESCRIPTION: false,
  ACTIVE: true,
  PROMOTION: null,
};

/** `sku` '' is a new product; otherwise the product is read first. */
export function ProductEditor(props: { sku: string; options: CatalogueOptionsResponse | undefined; onClose: (sku?: string) => void }) {
  const token = useToken();
  const existing = useQuery(productQuery(token, props.sku));
  if (props.sku !== '' && !existing.data) return <p>…</p>;
  return <EditorForm key={props.sku} product={existing.data?.product ?? null} {...props} />;
}

// eslint-disable-next-line max-lines-per-function -- one dense form/table whose parts share its state; split later
function EditorForm({
  product,
  options,
  onClose,
}: {
  product: AdminProduct | null;
  options: CatalogueOptionsResponse | undefined;
  onClose: (sku?: string) => void;
}) {
  const imgUrl = useCompanyStore((s) => s.imgUrl);
  const [form, setForm] = useState<ProductInput>(product ? { ...EMPTY, ...product } : EMPTY);
  const set = <K extends keyof ProductInput>(key: K, value: ProductInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setPromo = (changes: Partial<PromotionInput>) =>
    set('PROMOTION', { TYPE: 'NXM', N: 0, M: 0, PERCENT: 0, FROM: null, UNTIL: null, ...form.PROMOTION, ...changes });
  const save = useCatalogueChange('products/save', (a) => {
    onClose(a.product.SKU);
    return t('cat.ui.saved', { sku: a.product.SKU });
  });
  const text = (
    key: 'SKU' | 'BARCODE' | 'NAME' | 'BRAND' | 'LABORATORY' | 'ACTIVE_INGREDIENT' | 'PRESENTATION' | 'PRICE',
    label: string,
    extra = {},
  ) => <TextInput size="xs" label={label} value={form[key]} onChange={(e) => set(key, e.currentTarget.value)} {...extra} />;
  const promo = form.PROMOTION;
  return (
    <form
      className={styles.section}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ ORIGINAL_SKU: product?.SKU ?? null, product: form });
      }}
    >
      <h2 className={styles.sectionTitle}>{product ? t('cat.ui.editProduct', { sku: product.SKU }) : t('cat.ui.newProduct')}</h2>
      <div className={styles.form}>
        {text('SKU', t('cat.ui.f.sku'), product?.SOLD ? { disabled: true, description: t('cat.ui.f.skuLocked') } : { autoFocus: true })}
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
          value={form.DESCRIPTION}
          onChange={(e) => set('DESCRIPTION', e.currentTarget.value)}
        />
        {CATEGORY_TYPES.map((type) => (
          <CategoryPicker key={type} type={type} options={options} value={form.CATEGORIES} onChange={(v) => set('CATEGORIES', v)} />
        ))}
        <Checkbox
          size="xs"
          label={t('cat.ui.f.requiresPrescription')}
          checked={form.REQUIRES_PRESCRIPTION}
          onChange={(e) => set('REQUIRES_PRESCRIPTION', e.currentTarget.checked)}
        />
        <Checkbox size="xs" label={t('cat.ui.f.active')} checked={form.ACTIVE} onChange={(e) => set('ACTIVE', e.currentTarget.checked)} />
        <SelectField
          label={t('cat.ui.f.promotion')}
          value={promo?.TYPE ?? ''}
          options={[
            { value: '', label: t('cat.ui.f.promoNone') },
            { value: 'NXM', label: t('cat.ui.f.promoNXM') },
            { value: 'BUY_N_GET_NEXT', label: t('cat.ui.f.promoNext') },
            { value: 'PERCENT', label: t('cat.ui.f.promoPercent') },
          ]}
          onChange={(v) => (v ? setPromo({ TYPE: v as PromotionInput['TYPE'] }) : set('PROMOTION', null))}
        />
        {promo && promo.TYPE !== 'PERCENT' ? (
          <NumberInput size="xs" label={t('cat.ui.f.n')} min={0} value={promo.N} onChange={(v) => setPromo({ N: Number(v) || 0 })} />
        ) : null}
        {promo?.TYPE === 'NXM' ? (
          <NumberInput size="xs" label={t('cat.ui.f.m')} min={0} value={promo.M} onChange={(v) => setPromo({ M: Number(v) || 0 })} />
        ) : null}
        {promo?.TYPE === 'PERCENT' ? (
          <NumberInput
            size="xs"
            label={t('cat.ui.f.percent')}
            min={0}
            max={99}
            value={promo.PERCENT}
            onChange={(v) => setPromo({ PERCENT: Number(v) || 0 })}
          />
        ) : null}
        {promo ? (
          <>
            <TextInput
              size="xs"
              type="date"
              label={t('cat.ui.f.from')}
              value={promo.FROM ?? ''}
              onChange={(e) => setPromo({ FROM: e.currentTarget.value || null })}
            />
            <TextInput
              size="xs"
              type="date"
              label={t('cat.ui.f.until')}
              value={promo.UNTIL ?? ''}
              onChange={(e) => setPromo({ UNTIL: e.currentTarget.value || null })}
            />
          </>
        ) : null}
        <PromotionPreview price={form.PRICE} promotion={promo} />
        <div className={styles.full}>
          <strong>{t('cat.ui.f.pictures')}</strong>
          <div className={styles.pictures}>
            {(product?.IMAGES ?? []).length === 0 ? <p className={styles.muted}>{t('cat.ui.f.noPictures')}</p> : null}
            {(product?.IMAGES ?? []).map((path) => (
              <img key={path} src={`${imgUrl}${path}`} alt="" loading="lazy" />
            ))}
          </div>
        </div>
        {product ? (
          <div className={styles.full}>
            <strong>{t('cat.ui.stockByBranch')}</strong>
            <p className={styles.muted}>{product.STOCK.map((s) => `${s.NAME}: ${s.UNITS}`).join(' · ')}</p>
          </div>
        ) : null}
      </div>
      <div className={styles.row}>
        <Button size="xs" type="submit" loading={save.isPending}>
          {t('cat.ui.save')}
        </Button>
        <Button size="xs" variant="default" onClick={() => onClose()}>
          {t('cat.ui.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The product's categories of one TYPE: a native multiple select (arrows, Ctrl/Shift + click). */
function CategoryPicker(props: {
  type: string;
  options: CatalogueOptionsResponse | undefined;
  value: CategoryRef[];
  onChange: (v: CategoryRef[]) => void;
}) {
  const id = useId();
  const ofType = (props.options?.categories ?? []).filter((c) => c.TYPE === props.type);
  const chosen = props.value.filter((c) => c.TYPE === props.type).map((c) => c.ID);
  return (
    <Input.Wrapper id={id} label={props.type} size="xs">
      <select
        id={id}
        multiple
        size={Math.min(4, Math.max(2, ofType.length))}
        className={styles.native}
        value={chosen}
        onChange={(e) => {
          const ids = [...e.currentTarget.selectedOptions].map((o) => o.value);
          props.onChange([
            ...props.value.filter((c) => c.TYPE !== props.type),
            ...ids.map((ID) => ({ TYPE: props.type as CategoryRef['TYPE'], ID })),
          ]);
        }}
      >
        {ofType.map((c) => (
          <option key={c.ID} value={c.ID}>
            {c.NAME}
            {c.ACTIVE ? '' : ` (${t('cat.ui.inactive')})`}
          </option>
        ))}
      </select>
    </Input.Wrapper>
  );
}
