import { Button, TextInput } from '@mantine/core';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { ADMIN_SORTS, type CatalogueOptionsResponse } from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { productsQuery, useCatalogueChange, useToken, type ProductSearch } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { SelectField } from '../../../shared/ui/select-field';
import { Pager } from './fields';
import { ProductTable } from './product-table';

const tri = (v: string): boolean | null => (v === '' ? null : v === 'true');
const triText = (v: boolean | null) => (v === null ? '' : String(v));
type Options = CatalogueOptionsResponse | undefined;
const categoryOptionsOf = (options: Options) =>
  (options?.categories ?? []).map((c) => ({ value: `${c.TYPE}/${c.ID}`, label: `${c.TYPE}: ${c.NAME}` }));
const toRef = (v: string) => (v ? { TYPE: v.split('/')[0] as 'MARCA', ID: v.slice(v.indexOf('/') + 1) } : null);

/** The product list: the storefront's search, filters, sort, pages, and bulk changes of the selected rows. */
export function ProductsTab({ options, onOpen }: { options: Options; onOpen: (sku: string) => void }) {
  const token = useToken();
  const [search, setSearch] = useState<ProductSearch>({
    QUERY: '',
    CATEGORY: null,
    BRAND: '',
    ACTIVE: null,
    PRESCRIPTION: null,
    OUT_OF_STOCK_AT: null,
    SORT: 'name',
    PAGE: 1,
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useQuery(productsQuery(token, search));
  const rows = list.data?.products ?? [];
  return (
    <div className={staffStyles.section}>
      <ProductFilters
        options={options}
        search={search}
        onSearch={(changes) => setSearch((s) => ({ ...s, PAGE: 1, ...changes }))}
        onNew={() => onOpen('')}
      />
      {selected.size > 0 ? <SelectionBar options={options} selected={selected} onDone={() => setSelected(new Set())} /> : null}
      <p className={staffStyles.muted}>{list.data ? t('cat.ui.total', { count: list.data.TOTAL }) : '…'}</p>
      <ProductTable rows={rows} selected={selected} onSelect={setSelected} onOpen={onOpen} />
      {list.data && rows.length === 0 ? <p className={staffStyles.muted}>{t('cat.ui.empty')}</p> : null}
      <Pager
        page={search.PAGE}
        hasMore={list.data ? search.PAGE * list.data.PAGE_SIZE < list.data.TOTAL : false}
        onPage={(PAGE) => setSearch((s) => ({ ...s, PAGE }))}
        label={t('cat.ui.page', { page: search.PAGE })}
        prev={t('cat.ui.prev')}
        next={t('cat.ui.next')}
      />
    </div>
  );
}

/** The search box (debounced: relevance while typing, name order when empty), the filters and the sort. */
function ProductFilters(props: {
  options: Options;
  search: ProductSearch;
  onSearch: (changes: Partial<ProductSearch>) => void;
  onNew: () => void;
}) {
  const { options, search, onSearch: set } = props;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => typed !== search.QUERY && set({ QUERY: typed, SORT: typed ? 'relevance' : 'name' }), 300);
    return () => clearTimeout(timer);
  });
  const categoryOptions = categoryOptionsOf(options);
  return (
    <div className={staffStyles.row}>
      <TextInput
        className={styles.wide}
        size="xs"
        label={t('cat.ui.search')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.category')}
        value={search.CATEGORY ? `${search.CATEGORY.TYPE}/${search.CATEGORY.ID}` : ''}
        options={[{ value: '', label: t('cat.ui.anyCategory') }, ...categoryOptions]}
        onChange={(v) => set({ CATEGORY: toRef(v) })}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.brand')}
        value={search.BRAND}
        options={[{ value: '', label: t('cat.ui.anyBrand') }, ...(options?.brands ?? []).map((b) => ({ value: b, label: b }))]}
        onChange={(v) => set({ BRAND: v })}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.state')}
        value={triText(search.ACTIVE)}
        options={[
          { value: '', label: t('cat.ui.all') },
          { value: 'true', label: t('cat.ui.onlyActive') },
          { value: 'false', label: t('cat.ui.onlyInactive') },
        ]}
        onChange={(v) => set({ ACTIVE: tri(v) })}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.prescription')}
        value={triText(search.PRESCRIPTION)}
        options={[
          { value: '', label: t('cat.ui.all') },
          { value: 'true', label: t('cat.ui.withPrescription') },
          { value: 'false', label: t('cat.ui.withoutPrescription') },
        ]}
        onChange={(v) => set({ PRESCRIPTION: tri(v) })}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.outOfStockAt')}
        value={search.OUT_OF_STOCK_AT ?? ''}
        options={[{ value: '', label: t('cat.ui.anyBranch') }, ...(options?.branches ?? []).map((b) => ({ value: b.CODE, label: b.NAME }))]}
        onChange={(v) => set({ OUT_OF_STOCK_AT: v || null })}
      />
      <SelectField
        className={styles.field}
        label={t('cat.ui.sort')}
        value={search.SORT}
        options={ADMIN_SORTS.map((s) => ({ value: s, label: t(`cat.ui.sort.${s}`) }))}
        onChange={(v) => set({ SORT: v as ProductSearch['SORT'] })}
      />
      <Button size="xs" onClick={props.onNew}>
        {t('cat.ui.newProduct')}
      </Button>
    </div>
  );
}

/** Bulk changes of the selected rows: activate, deactivate, move to a category. */
function SelectionBar({ options, selected, onDone }: { options: Options; selected: Set<string>; onDone: () => void }) {
  const [moveTo, setMoveTo] = useState('');
  const bulk = useCatalogueChange('products/bulk', (a) => {
    onDone();
    return t('cat.ui.changed', { count: a.CHANGED });
  });
  const categoryOptions = categoryOptionsOf(options);
  return (
    <div className={staffStyles.row} role="toolbar" aria-label={t('cat.ui.selected', { count: selected.size })}>
      <strong>{t('cat.ui.selected', { count: selected.size })}</strong>
      <Button size="xs" variant="light" onClick={() => bulk.mutate({ SKUS: [...selected], ACTION: 'ACTIVATE' })}>
        {t('cat.ui.activate')}
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => bulk.mutate({ SKUS: [...selected], ACTION: 'DEACTIVATE' })}>
        {t('cat.ui.deactivate')}
      </Button>
      <SelectField
        className={styles.field}
        label={t('cat.ui.moveTo')}
        value={moveTo}
        options={[{ value: '', label: '—' }, ...categoryOptions]}
        onChange={setMoveTo}
      />
      <Button size="xs" variant="light" onClick={() => bulk.mutate({ SKUS: [...selected], ACTION: 'MOVE', CATEGORY: toRef(moveTo) })}>
        {t('cat.ui.move')}
      </Button>
    </div>
  );
}
