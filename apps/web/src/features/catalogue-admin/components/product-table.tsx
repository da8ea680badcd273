import { Badge, Checkbox, Table } from '@mantine/core';
import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { AdminProductRow } from '@mostrador/shared/schemas/catalogue-admin';
import styles from '../catalogue-admin.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

interface ProductTableProps {
  rows: AdminProductRow[];
  selected: Set<string>;
  onSelect: (selected: Set<string>) => void;
  onOpen: (sku: string) => void;
}

/** The page of products: a row opens the editor (click or Enter), its box or Space selects it. */
export function ProductTable({ rows, selected, onSelect: setSelected, onOpen }: ProductTableProps) {
  const toggle = (sku: string) => {
    const next = new Set(selected);
    if (!next.delete(sku)) next.add(sku);
    setSelected(next);
  };
  return (
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
                {p.NAME} <span className={staffStyles.muted}>{p.PRESENTATION}</span>
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
  );
}
