import { Button, Modal } from '@mantine/core';
import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueAdminT as t } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import styles from '../catalogue-admin.module.css';

/** What the server said about a price that jumps beyond ×3 or ⅓ (409 PRICE_NEEDS_CONFIRMATION). */
export interface PriceQuestion {
  oldPrice: string;
  newPrice: string;
  message: string;
}

/**
 * Asks before saving a price that jumps beyond the guardrail: both prices, the server's sentence,
 * "Cancelar" focused first (Enter does not change a price by accident), Escape cancels, and
 * focus goes back to where it was.
 */
export function PriceConfirmDialog(props: { question: PriceQuestion | null; onConfirm: () => void; onCancel: () => void }) {
  const { question } = props;
  return (
    <Modal opened={question !== null} onClose={props.onCancel} title={t('cat.ui.priceConfirm.title')} centered size="sm">
      {question ? (
        <>
          <dl className={styles.priceChange}>
            <dt>{t('cat.ui.priceConfirm.current')}</dt>
            <dd>{formatMoney(question.oldPrice)}</dd>
            <dt>{t('cat.ui.priceConfirm.next')}</dt>
            <dd>{formatMoney(question.newPrice)}</dd>
          </dl>
          <p>{question.message}</p>
          <div className={staffStyles.row}>
            <Button size="xs" variant="default" onClick={props.onCancel} data-autofocus>
              {t('cat.ui.cancel')}
            </Button>
            {/* red.9: white on it reads at more than 4.5:1, which the default red does not. */}
            <Button size="xs" color="red.9" onClick={props.onConfirm}>
              {t('cat.ui.priceConfirm.yes')}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
