import styles from '../purchase.module.css';

export type StepName = 'cart' | 'address' | 'contact' | 'payment' | 'prescription' | 'confirm';

export const STEP_LABELS: Record<StepName, string> = {
  cart: 'Carrito',
  address: 'Entrega',
  contact: 'Contacto',
  payment: 'Pago',
  prescription: 'Receta',
  confirm: 'Confirmar',
};

/** The stepper's header: every step by name; those already passed can be reopened. */
export function StepList({ steps, current, onSelect }: { steps: StepName[]; current: StepName; onSelect: (step: StepName) => void }) {
  const index = steps.indexOf(current);
  return (
    <nav aria-label="Pasos de la compra">
      <p className={styles.stepCount}>
        Paso {index + 1} de {steps.length}: <strong>{STEP_LABELS[current]}</strong>
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
export function StepButtons({ onBack, onNext, nextLabel = 'Continuar', isNextDisabled }: { onBack?: () => void; onNext: () => void; nextLabel?: string; isNextDisabled?: boolean }) {
  return (
    <div className={styles.buttons}>
      {onBack ? (
        <button type="button" className={styles.back} onClick={onBack}>
          Regresar
        </button>
      ) : null}
      <button type="button" className={styles.next} onClick={onNext} disabled={isNextDisabled}>
        {nextLabel}
      </button>
    </div>
  );
}
