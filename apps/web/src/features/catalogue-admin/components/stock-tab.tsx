import { Button, NumberInput, Table, TextInput } from '@mantine/core';
import { formatDateTime } from '../format';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { CatalogueOptionsResponse } from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { stockGridQuery, stockHistoryQuery, useCatalogueChange, useToken } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { SelectField } from '../../../shared/ui/select-field';
import { Pager } from './fields';

const useAdjust = () =>
  useCatalogueChange('stock/adjust', (a) =>
    t('cat.ui.adjusted', { sku: a.movement.SKU, branch: a.movement.BRANCH, units: a.movement.UNITS_AFTER }),
  );

/** Branches × products with inline counts (Enter saves a SET), an "ajuste" form and the history. */
export function StockTab({ options }: { options: CatalogueOptionsResponse | undefined }) {
  const [sku, setSku] = useState<string | null>(null);
  return (
    <>
      <StockGrid onHistory={setSku} />
      <AdjustForm options={options} />
      <StockHistory sku={sku} />
    </>
  );
}

/** One page of the grid; a SKU's button shows its history below. */
function StockGrid({ onHistory: setSku }: { onHistory: (sku: string) => void }) {
  const token = useToken();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const grid = useQuery(stockGridQuery(token, query, page));
  const adjust = useAdjust();
  const data = grid.data;
  return (
    <div className={staffStyles.section}>
      <TextInput size="xs" label={t('cat.ui.stockSearch')} value={query} onChange={(e) => (setQuery(e.currentTarget.value), setPage(1))} />
      <p className={staffStyles.muted}>{t('cat.ui.inlineHint')}</p>
      <div className={styles.scroll}>
        <Table className={styles.table} striped verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cat.ui.col.sku')}</Table.Th>
              <Table.Th>{t('cat.ui.col.name')}</Table.Th>
              {(data?.branches ?? []).map((b) => (
                <Table.Th key={b.CODE} className={styles.num}>
                  {b.NAME}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data?.rows ?? []).map((r) => (
              <Table.Tr key={r.SKU}>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => setSku(r.SKU)}>
                    {r.SKU}
                  </Button>
                </Table.Td>
                <Table.Td className={styles.nameCell} title={r.NAME}>
                  {r.NAME}
                </Table.Td>
                {r.UNITS.map((units, i) => {
                  const branch = data!.branches[i]!;
                  return (
                    <Table.Td key={branch.CODE} className={styles.num}>
                      <input
                        key={units}
                        className={styles.cellInput}
                        type="number"
                        min={0}
                        defaultValue={units}
                        aria-label={`${r.SKU} ${branch.NAME}`}
                        onKeyDown={(e) => {
                          const value = Number(e.currentTarget.value);
                          if (e.key === 'Enter' && Number.isInteger(value) && value !== units)
                            adjust.mutate({
                              BRANCH: branch.CODE,
                              SKU: r.SKU,
                              KIND: 'SET',
                              UNITS: value,
                              REASON: t('cat.ui.inlineReason'),
                            });
                        }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Pager
        page={page}
        hasMore={data ? page * data.PAGE_SIZE < data.TOTAL : false}
        onPage={setPage}
        label={t('cat.ui.page', { page })}
        prev={t('cat.ui.prev')}
        next={t('cat.ui.next')}
      />
    </div>
  );
}

/** An "ajuste": add to or set one branch's count of one product, with a reason. */
function AdjustForm({ options }: { options: CatalogueOptionsResponse | undefined }) {
  const adjust = useAdjust();
  const [form, setForm] = useState({ BRANCH: '', SKU: '', KIND: 'ADD', UNITS: 0, REASON: '' });
  return (
    <form
      noValidate
      className={staffStyles.section}
      onSubmit={(e) => {
        e.preventDefault();
        adjust.mutate(form);
      }}
    >
      <h2 className={staffStyles.sectionTitle}>{t('cat.ui.apply')}</h2>
      <div className={staffStyles.row}>
        <SelectField
          className={styles.field}
          label={t('cat.ui.branch')}
          value={form.BRANCH}
          options={[{ value: '', label: '—' }, ...(options?.branches ?? []).map((b) => ({ value: b.CODE, label: b.NAME }))]}
          onChange={(BRANCH) => setForm((f) => ({ ...f, BRANCH }))}
        />
        <TextInput
          className={styles.field}
          size="xs"
          label={t('cat.ui.col.sku')}
          value={form.SKU}
          onChange={(e) => setForm({ ...form, SKU: e.currentTarget.value })}
        />
        <SelectField
          className={styles.field}
          label={t('cat.ui.kind')}
          value={form.KIND}
          options={['ADD', 'SET'].map((k) => ({ value: k, label: t(`cat.ui.kind.${k as 'ADD'}`) }))}
          onChange={(KIND) => setForm((f) => ({ ...f, KIND }))}
        />
        <NumberInput
          className={styles.field}
          size="xs"
          label={t('cat.ui.units')}
          value={form.UNITS}
          onChange={(v) => setForm((f) => ({ ...f, UNITS: Number(v) || 0 }))}
        />
        <TextInput
          className={styles.wide}
          size="xs"
          label={t('cat.ui.reason')}
          value={form.REASON}
          onChange={(e) => setForm({ ...form, REASON: e.currentTarget.value })}
        />
        <Button size="xs" type="submit" loading={adjust.isPending}>
          {t('cat.ui.apply')}
        </Button>
      </div>
    </form>
  );
}

/** The latest stock movements, of every product or of the one chosen in the grid. */
function StockHistory({ sku }: { sku: string | null }) {
  const token = useToken();
  const history = useQuery(stockHistoryQuery(token, sku));
  return (
    <div className={staffStyles.section}>
      <h2 className={staffStyles.sectionTitle}>
        {t('cat.ui.history')}
        {sku ? ` · ${sku}` : ''}
      </h2>
      <div className={styles.scroll}>
        <Table className={styles.table} striped verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              {(['when', 'branch', 'kind', 'before', 'after', 'reason', 'who'] as const).map((c) => (
                <Table.Th key={c}>{t(`cat.ui.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(history.data?.movements ?? []).map((m) => (
              <Table.Tr key={m.ID}>
                <Table.Td>{formatDateTime(m.AT)}</Table.Td>
                <Table.Td>
                  {m.BRANCH} · {m.SKU}
                </Table.Td>
                <Table.Td>{t(`cat.ui.kind.${m.KIND as 'ADD'}`)}</Table.Td>
                <Table.Td className={styles.num}>{m.UNITS_BEFORE}</Table.Td>
                <Table.Td className={styles.num}>{m.UNITS_AFTER}</Table.Td>
                <Table.Td>{m.REASON}</Table.Td>
                <Table.Td>{m.ACCOUNT_NAME}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </div>
  );
}
