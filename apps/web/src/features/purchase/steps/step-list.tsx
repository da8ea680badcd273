import styles from '../purchase.module.css';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

export type StepName = 'cart' | 'address' | 'contact' | 'payment' | 'prescription' | 'confirm';

export const STEP_LABELS: Record<StepName, string> = {
  cart: t('stepList.carrito'),
  address: t('stepList.entrega'),
  contact: t('stepList.contacto'),
  payment: t('stepList.pago'),
  prescription: t('stepList.receta'),
  confirm: t('stepList.confirmar'),
};

/** The stepper's header: every step by name; those already passed can be reopened. */
export function StepList({ steps, current, onSelect }: { steps: StepName[]; current: StepName; onSelect: (step: StepName) => void }) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('stepList.pasosDeLaCompra')}>
      <p className={styles.stepCount}>
        {t('stepList.paso')} {index + 1} {t('stepList.de')} {steps.length}: <strong>{STEP_LABELS[current]}</strong>
      </p>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step} className={styles.stepItem} data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}>
            <button type="button" disabled={i >= index} onClick={() => onSelect(step)} aria-current={i === index ? 'step' : undefined}>
              <span className={styles.stepNumber}>{i + 1}</span>
              <span className={styles.stepLabel}>{STEP_LABELS[step]}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back and continue, the same at the foot of every step. */
export function StepButtons({
  onBack,
  onNext,
  nextLabel = t('stepList.continuar'),
  isNextDisabled,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  isNextDisabled?: boolean;
}) {
  return (
    <div className={styles.buttons}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack}>
          {t('stepList.regresar')}
        </button>
      ) : null}
      <button type="button" className={styles.next} onClick={onNext} disabled={isNextDisabled}>
        {nextLabel}
      </button>
    </div>
  );
}
