import { Button, Table } from '@mantine/core';
import { formatMoney } from '@mostrador/shared/format/money';
import { t as appT } from '@mostrador/shared/messages/es-MX';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { PriceChange } from '@mostrador/shared/schemas/catalogue-admin';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { priceHistoryQuery, useToken } from '../api/catalogue-admin-api';
import styles from '../catalogue-admin.module.css';
import { formatStamp } from '@mostrador/shared/format/date';
import { Pager } from './fields';

const priceText = (c: PriceChange) =>
  `${c.OLD_PRICE === null ? t('cat.ui.priceHistory.created') : formatMoney(c.OLD_PRICE)} → ${formatMoney(c.NEW_PRICE)}`;

/** "Historial de precios": every price the product has had, newest first, 20 a page; who and from where. */
export function PriceHistory({ sku }: { sku: string }) {
  const token = useToken();
  const [page, setPage] = useState(1);
  const history = useQuery(priceHistoryQuery(token, sku, page));
  const changes = history.data?.changes ?? [];
  return (
    <section className={staffStyles.section} aria-labelledby="price-history-title">
      <h3 id="price-history-title" className={staffStyles.sectionTitle}>
        {t('cat.ui.priceHistory')}
      </h3>
      {history.isPending ? (
        <p className={staffStyles.muted} role="status">
          {t('cat.ui.priceHistory.loading')}
        </p>
      ) : history.isError ? (
        <div className={staffStyles.row} role="alert">
          <span>{messageOf(history.error)}</span>
          <Button size="compact-xs" variant="default" onClick={() => void history.refetch()}>
            {appT('common.retry')}
          </Button>
        </div>
      ) : changes.length === 0 ? (
        <p className={staffStyles.muted}>{t('cat.ui.priceHistory.empty')}</p>
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} striped verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cat.ui.when')}</Table.Th>
                <Table.Th>{t('cat.ui.priceHistory.price')}</Table.Th>
                <Table.Th>{t('cat.ui.who')}</Table.Th>
                <Table.Th>{t('cat.ui.priceHistory.source')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {changes.map((c) => (
                <Table.Tr key={c.ID}>
                  <Table.Td>{formatStamp(c.AT)}</Table.Td>
                  <Table.Td className={styles.num}>{priceText(c)}</Table.Td>
                  <Table.Td>{c.ACCOUNT_NAME || t('cat.ui.priceHistory.nobody')}</Table.Td>
                  <Table.Td>{t(`cat.ui.priceSource.${c.SOURCE}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {page > 1 || history.data?.HAS_MORE ? (
        <Pager
          page={page}
          hasMore={history.data?.HAS_MORE ?? false}
          onPage={setPage}
          label={t('cat.ui.page', { page })}
          prev={t('cat.ui.prev')}
          next={t('cat.ui.next')}
        />
      ) : null}
    </section>
  );
}
