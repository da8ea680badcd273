import { dayOnScreen } from '@mostrador/shared/format/date';
import { dispatchT as t } from '@mostrador/shared/messages/es-MX-dispatch';
import type { OrderDetails } from '@mostrador/shared/schemas/orders';
import type { PickLine } from '@mostrador/shared/schemas/picking';
import { PrintArea } from '../../../shared/ui/print-area';
import { useCompanyStore } from '../../company';
import { formatDateTime, TicketDelivery, ticketStyles } from '../../orders';
import styles from './packed-ticket.module.css';

interface Props {
  order: OrderDetails;
  lines: PickLine[];
  /** Who prints it and when (ISO): the ticket says so. */
  printedBy: string;
  printedAt: string;
}

/** One packed line: units taken of those ordered, each lot with its expiry, or «No disponible». */
function PackedLine({ line, replaced }: { line: PickLine; replaced: string | null }) {
  return (
    <li className={styles.line}>
      <span className={styles.name}>
        {line.NAME} <span className={styles.presentation}>{line.PRESENTATION}</span>
      </span>
      {replaced !== null ? <span>{t('packedTicket.substitute', { name: replaced })}</span> : null}
      {line.UNAVAILABLE ? (
        <strong className={styles.unavailable}>{t('packedTicket.unavailable')}</strong>
      ) : (
        <span>{t('packedTicket.units', { units: line.PICKED, ordered: line.UNITS })}</span>
      )}
      {line.LOTS.map((lot) => (
        <span key={`${lot.LOT ?? ''}|${lot.EXPIRY ?? ''}`} className={styles.lot}>
          {t('packedTicket.lot', {
            lot: lot.LOT ?? t('packedTicket.noLot'),
            expiry: lot.EXPIRY ? dayOnScreen(lot.EXPIRY) : t('packedTicket.noExpiry'),
            units: lot.UNITS,
          })}
        </span>
      ))}
    </li>
  );
}

/** An accepted substitute names the line it replaces (decision 063), by its name when that line is listed. */
const replacedName = (lines: PickLine[], line: PickLine): string | null => {
  const sku = line.SUBSTITUTE_FOR;
  if (!sku) return null;
  return lines.find((l) => l.SKU === sku)?.NAME ?? sku;
};

/**
 * What went into the bag (issue 33, decision 064), for the root's print-only container (#print-area):
 * the folio, branch, customer and address as the order's ticket shows them, each line with its units,
 * lots and expiries, lines «No disponible» and substitutes marked, and who printed it when. Narrow (80 mm) on a
 * thermal printer, the same column centred on A4.
 */
export function PackedTicket({ order, lines, printedBy, printedAt }: Props) {
  const company = useCompanyStore((s) => s.company);
  return (
    <PrintArea>
      <article className={ticketStyles.ticket} aria-label={t('packedTicket.label', { id: order.ID })}>
        <header className={ticketStyles.center}>
          <strong className={ticketStyles.company}>{company?.NAME ?? ''}</strong>
          <div>{t('packedTicket.title')}</div>
          <div>{t('packedTicket.branch', { name: order.BRANCH_NAME })}</div>
        </header>
        <p className={ticketStyles.rule}>
          <strong>{t('packedTicket.folio', { id: order.ID })}</strong>
          <br />
          {formatDateTime(order.CREATED_AT)}
        </p>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <PackedLine key={line.SKU} line={line} replaced={replacedName(lines, line)} />
          ))}
        </ul>
        <TicketDelivery order={order} />
        <p className={ticketStyles.rule}>{t('packedTicket.printedBy', { name: printedBy, date: formatDateTime(printedAt) })}</p>
      </article>
      ,
    </PrintArea>
  );
}
