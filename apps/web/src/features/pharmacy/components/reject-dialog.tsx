import { PHARMACIST_REASON_MAX } from '@mostrador/shared/constants/pharmacist-check';
import { t as common } from '@mostrador/shared/messages/es-MX';
import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyOrder, PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { charCount } from '../../../shared/ui/char-count';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';
import { checkReason, defaultRejectAction, rejectChoices } from '../queue-logic';

interface Props {
  order: PharmacyOrder;
  busy: boolean;
  onReject: (reason: string, action: PharmacyRejectAction) => void;
  onCancel: () => void;
}

/** «Rechazar»: the reason the customer reads (required, ≤ 500), and remove the prescription lines or cancel. */
export function RejectDialog({ order, busy, onReject, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<PharmacyRejectAction>(defaultRejectAction(order));
  const field = useRef<HTMLTextAreaElement>(null);
  const { removable, canRemove } = rejectChoices(order);
  const check = checkReason(reason);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    field.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onCancel]);
  return createPortal(
    <div className={dialogStyles.backdrop} onClick={onCancel}>
      <div role="dialog" aria-modal="true" aria-labelledby={id} className={dialogStyles.dialog} onClick={(e) => e.stopPropagation()}>
        <h2 id={id} className={dialogStyles.title}>
          {t('pharmacy.ui.rejectTitle', { id: order.ID })}
        </h2>
        <form
          noValidate
          className={formStyles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (check === true && !busy) onReject(reason.trim(), action);
          }}
        >
          <div className={formStyles.field}>
            <label htmlFor={`${id}-reason`} className={formStyles.label}>
              {t('pharmacy.ui.reason')}
            </label>
            <textarea
              ref={field}
              id={`${id}-reason`}
              className={formStyles.input}
              rows={3}
              value={reason}
              maxLength={PHARMACIST_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <div id={`${id}-hint`} className={check === true || reason === '' ? formStyles.hint : formStyles.error}>
              {check === true || reason === '' ? (charCount(reason, PHARMACIST_REASON_MAX, true) ?? '\u00a0') : check}
            </div>
          </div>
          <fieldset className={formStyles.field}>
            {canRemove ? (
              <label>
                <input type="radio" name={`${id}-action`} checked={action === 'REMOVE_LINES'} onChange={() => setAction('REMOVE_LINES')} />{' '}
                {t('pharmacy.ui.removeLines', { count: removable })}
              </label>
            ) : (
              <p className={formStyles.hint}>{t('pharmacy.ui.onlyCancel')}</p>
            )}
            <label>
              <input type="radio" name={`${id}-action`} checked={action === 'CANCEL_ORDER'} onChange={() => setAction('CANCEL_ORDER')} />{' '}
              {t('pharmacy.ui.cancelOrder')}
            </label>
          </fieldset>
          <div className={formStyles.actions}>
            <button type="button" className={uiStyles.buttonSubtle} onClick={onCancel}>
              {common('common.cancel')}
            </button>
            <button type="submit" className={uiStyles.button} disabled={check !== true || busy}>
              {t('pharmacy.ui.confirmReject')}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
