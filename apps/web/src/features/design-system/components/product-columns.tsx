import { formatMoney } from '@mostrador/shared/format/money';
import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/ui/navigation/routes';

/** Catalogue columns for the sample tables; `header` is text so the CSV and the phone cards can use it. */
export function productColumns(): ColumnDef<ProductSummary, unknown>[] {
  return [
    { id: 'SKU', accessorKey: 'SKU', header: t('design.tables.sku') },
    {
      id: 'NAME',
      accessorKey: 'NAME',
      header: t('design.tables.name'),
      cell: ({ row }) => <Link to={pathTo('product_view', { SKU: row.original.SKU })}>{row.original.NAME}</Link>,
    },
    { id: 'PRESENTATION', accessorKey: 'PRESENTATION', header: t('design.tables.presentation') },
    { id: 'BRAND', accessorKey: 'BRAND', header: t('design.tables.brand') },
    { id: 'LABORATORY', accessorKey: 'LABORATORY', header: t('design.tables.laboratory') },
    { id: 'PRICE', accessorKey: 'PRICE', header: t('design.tables.price'), cell: ({ getValue }) => formatMoney(getValue<number>()) },
    {
      id: 'REQUIRES_PRESCRIPTION',
      accessorFn: (p) => (p.REQUIRES_PRESCRIPTION ? t('design.tables.yes') : t('design.tables.no')),
      header: t('design.tables.prescription'),
    },
  ];
}
