import { PrescriptionSchema, type Prescription } from '@mostrador/shared/schemas/orders';
import { useState } from 'react';
import { TextField } from '../../../shared/ui/text-field';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';
import { StepButtons } from './step-list';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

type Errors = Partial<Record<keyof Prescription, string>>;

/** Step 5, only with a prescription product: the doctor and cédula, checked again at delivery. */
export function PrescriptionStep({
  value,
  onChange,
  onNext,
  onBack,
}: {
  value: Prescription | null;
  onChange: (p: Prescription) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const [fields, setFields] = useState<Prescription>(value ?? { DOCTOR_NAME: '', CEDULA: '' });
  const [errors, setErrors] = useState<Errors>({});
  const next = () => {
    const parsed = PrescriptionSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Prescription] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    onChange(parsed.data);
    onNext();
  };
  return (
    <>
      <h2 className={styles.stepTitle}>{t('prescriptionStep.datosDeLaReceta')}</h2>
      <p className={textStyles.alert} role="note">
        {t('prescriptionStep.tuPedidoLlevaMedicamentosQue')}
      </p>
      <TextField
        label={t('prescriptionStep.nombreDelMedico')}
        value={fields.DOCTOR_NAME}
        maxLength={120}
        autoComplete="off"
        onChange={(DOCTOR_NAME) => setFields((f) => ({ ...f, DOCTOR_NAME }))}
        error={errors.DOCTOR_NAME}
      />
      <TextField
        label={t('prescriptionStep.cedulaProfesional')}
        value={fields.CEDULA}
        inputMode="numeric"
        maxLength={8}
        onChange={(CEDULA) => setFields((f) => ({ ...f, CEDULA: CEDULA.replace(/\D/g, '') }))}
        error={errors.CEDULA}
        hint={t('prescriptionStep.7U8DigitosViene')}
      />
      <StepButtons onBack={onBack} onNext={next} />
    </>
  );
}
