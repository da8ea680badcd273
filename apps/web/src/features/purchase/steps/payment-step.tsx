import { formatMoney } from '@mostrador/shared/format/money';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';
import { useState } from 'react';
import { CARD_PAYMENT, DEFAULT_PAYMENT, useAuthStore } from '../../auth';
import { TextField } from '../../../shared/ui/text-field';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';
import { StepButtons } from './step-list';

interface PaymentStepProps {
  total: number;
  cashAmount: number | null;
  onCashAmount: (amount: number | null) => void;
  onNext: () => void;
  onBack: () => void;
}

/** Step 4: cash on delivery (the default, docs/product.md#checkout) or a card terminal at the door; the change to bring. */
export function PaymentStep({ total, cashAmount, onCashAmount, onNext, onBack }: PaymentStepProps) {
  const payment = useAuthStore((s) => s.selected_payment) || DEFAULT_PAYMENT;
  const selectPayment = useAuthStore((s) => s.selectPayment);
  const [cashText, setCashText] = useState(cashAmount === null ? '' : String(cashAmount));
  const [error, setError] = useState<string | null>(null);
  const isCash = payment !== CARD_PAYMENT;

  const next = () => {
    const amount = cashText.trim() === '' ? null : Number(cashText.replace(/[$,\s]/g, ''));
    if (isCash && amount !== null && (!Number.isFinite(amount) || amount < total)) {
      setError(t('orders.cashTooLow', { cash: Number.isFinite(amount) ? formatMoney(amount) : cashText, total: formatMoney(total) }));
      return;
    }
    setError(null);
    onCashAmount(isCash ? amount : null);
    onNext();
  };
  const change = Number(cashText.replace(/[$,\s]/g, '')) - total;

  return (
    <>
      <h2 className={styles.stepTitle}>{t('paymentStep.comoPagas')}</h2>
      <fieldset className={styles.choices}>
        <legend className={styles.srOnly}>{t('paymentStep.formaDePago')}</legend>
        {[
          { text: DEFAULT_PAYMENT, hint: t('paymentStep.pagasEnEfectivoAlRecibir') },
          { text: CARD_PAYMENT, hint: t('paymentStep.elRepartidorLlevaTerminalAceptamos') },
        ].map((option) => (
          <label key={option.text} className={styles.choice} data-checked={payment === option.text}>
            <input type="radio" name="payment" checked={payment === option.text} onChange={() => selectPayment(option.text)} />
            <span>
              <strong>{option.text}</strong>
              <br />
              <span className={textStyles.mutedSmall}>{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {isCash ? (
        <TextField
          label={t('paymentStep.conCuantoPagasOpcional')}
          inputMode="decimal"
          value={cashText}
          onChange={setCashText}
          error={error}
          placeholder={formatMoney(Math.ceil(total / 100) * 100)}
          hint={
            cashText && change >= 0
              ? t('paymentStep.yourChange', { change: formatMoney(change) })
              : t('paymentStep.totalAPagarTotalAsi', { total: formatMoney(total) })
          }
        />
      ) : null}
      <StepButtons onBack={onBack} onNext={next} />
    </>
  );
}
