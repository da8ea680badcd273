import { Badge, Button, Checkbox, Table, TextInput } from '@mantine/core';
import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { ADMIN_SORTS, type CatalogueOptionsResponse } from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { productsQuery, useCatalogueChange, useToken, type ProductSearch } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import { Pager, SelectField } from './fields';

const tri = (v: string): boolean | null => (v === '' ? null : v === 'true');
const triText = (v: boolean | null) => (v === null ? '' : String(v));

/** The product list: the storefront's search, filters, sort, pages, and bulk changes of the selected rows. */
// eslint-disable-next-line max-lines-per-function -- one dense form/table whose parts share its state; split later
export function ProductsTab({ options, onOpen }: { options: CatalogueOptionsResponse | undefined; onOpen: (sku: string) => void }) {
  const token = useToken();
  const [typed, setTyped] = useState('');
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
  const [moveTo, setMoveTo] = useState('');
  const list = useQuery(productsQuery(token, search));
  const set = (changes: Partial<ProductSearch>) => setSearch((s) => ({ ...s, PAGE: 1, ...changes }));
  useEffect(() => {
    const timer = setTimeout(() => typed !== search.QUERY && set({ QUERY: typed, SORT: typed ? 'relevance' : 'name' }), 300);
    return () => clearTimeout(timer);
  });
  const bulk = useCatalogueChange('products/bulk', (a) => {
    setSelected(new Set());
    return t('cat.ui.changed', { count: a.CHANGED });
  });
  const rows = list.data?.products ?? [];
  const categoryOptions = (options?.categories ?? []).map((c) => ({ value: `${c.TYPE}/${c.ID}`, label: `${c.TYPE}: ${c.NAME}` }));
  const toRef = (v: string) => (v ? { TYPE: v.split('/')[0] as 'MARCA', ID: v.slice(v.indexOf('/') + 1) } : null);
  const toggle = (sku: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(sku)) next.add(sku);
      return next;
    });

  return (
    <div className={styles.section}>
      <div className={styles.row}>
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
          options={[
            { value: '', label: t('cat.ui.anyBranch') },
            ...(options?.branches ?? []).map((b) => ({ value: b.CODE, label: b.NAME })),
          ]}
          onChange={(v) => set({ OUT_OF_STOCK_AT: v || null })}
        />
        <SelectField
          className={styles.field}
          label={t('cat.ui.sort')}
          value={search.SORT}
          options={ADMIN_SORTS.map((s) => ({ value: s, label: t(`cat.ui.sort.${s}`) }))}
          onChange={(v) => set({ SORT: v as ProductSearch['SORT'] })}
        />
        <Button size="xs" onClick={() => onOpen('')}>
          {t('cat.ui.newProduct')}
        </Button>
      </div>
      {selected.size > 0 ? (
        <div className={styles.row} role="toolbar" aria-label={t('cat.ui.selected', { count: selected.size })}>
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
      ) : null}
      <p className={styles.muted}>{list.data ? t('cat.ui.total', { count: list.data.TOTAL }) : '…'}</p>
      <div className={styles.scroll}>
        <Table className={styles.table} striped highlightOnHover verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  size="xs"
                  aria-label={t('cat.ui.selectAll')}
                  checked={rows.length > 0 && rows.every((r) => selected.has(r.SKU))}
                  onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.SKU)) : new Set())}
                />
              </Table.Th>
              <Table.Th>{t('cat.ui.col.sku')}</Table.Th>
              <Table.Th>{t('cat.ui.col.name')}</Table.Th>
              <Table.Th>{t('cat.ui.col.brand')}</Table.Th>
              <Table.Th className={styles.num}>{t('cat.ui.col.price')}</Table.Th>
              <Table.Th className={styles.num}>{t('cat.ui.col.units')}</Table.Th>
              <Table.Th>{t('cat.ui.col.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr
                key={p.SKU}
                tabIndex={0}
                className={styles.clickable}
                onClick={() => onOpen(p.SKU)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') onOpen(p.SKU);
                  if (e.key === ' ') {
                    e.preventDefault();
                    toggle(p.SKU);
                  }
                }}
              >
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    size="xs"
                    aria-label={t('cat.ui.select', { sku: p.SKU })}
                    checked={selected.has(p.SKU)}
                    onChange={() => toggle(p.SKU)}
                  />
                </Table.Td>
                <Table.Td>{p.SKU}</Table.Td>
                <Table.Td>
                  {p.NAME} <span className={styles.muted}>{p.PRESENTATION}</span>
                </Table.Td>
                <Table.Td>{p.BRAND}</Table.Td>
                <Table.Td className={styles.num}>{formatMoney(Number(p.PRICE))}</Table.Td>
                <Table.Td className={styles.num}>{p.UNITS}</Table.Td>
                <Table.Td>
                  <Badge size="xs" color={p.ACTIVE ? 'green' : 'gray'}>
                    {p.ACTIVE ? t('cat.ui.active') : t('cat.ui.inactive')}
                  </Badge>{' '}
                  {p.REQUIRES_PRESCRIPTION ? (
                    <Badge size="xs" color="orange">
                      {t('cat.ui.rx')}
                    </Badge>
                  ) : null}{' '}
                  {p.HAS_PROMOTION ? (
                    <Badge size="xs" color="grape.9">
                      {t('cat.ui.promo')}
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {list.data && rows.length === 0 ? <p className={styles.muted}>{t('cat.ui.empty')}</p> : null}
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
