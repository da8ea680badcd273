import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import { useMemo, useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import { DataTable } from '../../shared/ui/data-table/data-table';
import { ErrorState } from '../../shared/ui/state-panel';
import { useCatalogueRows } from './api/get-catalogue-rows';
import { productColumns } from './components/product-columns';
import textStyles from '../../shared/ui/text.module.css';
import styles from './design.module.css';

const rowId = (p: ProductSummary) => p.SKU;

function TablePage({ id, title, lead, isCustom }: { id: string; title: string; lead: string; isCustom: boolean }) {
  const query = useCatalogueRows();
  const columns = useMemo(() => productColumns(), []);
  const [selected, setSelected] = useState<ProductSummary[]>([]);
  return (
    <article className={styles.page} aria-labelledby={id}>
      <h1 id={id} className={textStyles.pageTitle}>
        {title}
      </h1>
      <p className={textStyles.muted}>{lead}</p>
      {query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          caption={t('design.tables.caption')}
          data={query.data ?? []}
          isLoading={query.isPending}
          columns={columns}
          getRowId={rowId}
          // The custom table scrolls under its sticky header, 60 rows at a time: the whole catalogue
          // at once put 240 selectable rows in the page (17 s of axe on a phone, issue 29).
          pageSize={isCustom ? 60 : 15}
          isSelectable={isCustom}
          canChooseColumns={isCustom}
          csvFileName={isCustom ? 'productos.csv' : undefined}
          stickyHeaderMaxHeight={isCustom ? 480 : undefined}
          onSelectionChange={setSelected}
        />
      )}
      {isCustom && selected.length > 0 ? (
        <p className={styles.note}>{t('design.tables.selection', { skus: selected.map(rowId).join(', ') })}</p>
      ) : null}
    </article>
  );
}

/** Route samples_basic_tables (SAMPLES): sorting, filtering and paging over the public catalogue. */
export function BasicTablesPage() {
  return <TablePage id="basic-tables-title" title={t('design.tables.basicTitle')} lead={t('design.tables.basicLead')} isCustom={false} />;
}

/** Route samples_custom_tables (SAMPLES): selection, column choice, sticky header and CSV export. */
export function CustomTablesPage() {
  return <TablePage id="custom-tables-title" title={t('design.tables.customTitle')} lead={t('design.tables.customLead')} isCustom />;
}
