import { PrescriptionSchema, type Prescription } from '@mostrador/shared/schemas/orders';
import { prescriptionsT as rt } from '@mostrador/shared/messages/es-MX-prescriptions';
import { useState } from 'react';
import { TextField } from '../../../shared/ui/text-field';
import textStyles from '../../../shared/ui/text.module.css';
import { PrescriptionFileField, type AttachedFile } from '../../prescriptions';
import styles from '../purchase.module.css';
import { StepButtons } from './step-list';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';

type Errors = Partial<Record<keyof Prescription, string>>;
const EMPTY: Prescription = { DOCTOR_NAME: '', CEDULA: '', DOCTOR_ADDRESS: '' };

/** What the step asks beyond the schema (issue 34): the file and the doctor's address are required here. */
function problemsOf(fields: Prescription): Errors {
  const found: Errors = {};
  const parsed = PrescriptionSchema.safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Prescription] ??= issue.message;
  if (!fields.DOCTOR_ADDRESS?.trim()) found.DOCTOR_ADDRESS ??= rt('rx.addressRequired');
  if (!fields.PRESCRIPTION_ID) found.PRESCRIPTION_ID ??= rt('rx.fileRequired');
  return found;
}

/** Step 5, only with a prescription product: the file (photo or PDF), the doctor, cédula and address. */
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
  const [fields, setFields] = useState<Prescription>(value ?? EMPTY);
  const [file, setFile] = useState<AttachedFile | null>(
    value?.PRESCRIPTION_ID ? { id: value.PRESCRIPTION_ID, contentType: '', name: rt('rx.ui.uploaded') } : null,
  );
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  // After the first «Continuar», every change checks again: a fixed field loses its error at once.
  const update = (patch: Partial<Prescription>) => {
    const changed = { ...fields, ...patch };
    setFields(changed);
    if (tried) setErrors(problemsOf(changed));
  };
  const next = () => {
    const found = problemsOf(fields);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onChange(PrescriptionSchema.parse(fields));
    onNext();
  };
  return (
    <>
      <h2 className={styles.stepTitle}>{t('prescriptionStep.datosDeLaReceta')}</h2>
      <p className={textStyles.alert} role="note">
        {t('prescriptionStep.tuPedidoLlevaMedicamentosQue')}
      </p>
      <PrescriptionFileField
        value={file}
        onChange={(f) => {
          setFile(f);
          update({ PRESCRIPTION_ID: f?.id });
        }}
        error={errors.PRESCRIPTION_ID}
      />
      <TextField
        label={t('prescriptionStep.nombreDelMedico')}
        value={fields.DOCTOR_NAME}
        maxLength={120}
        autoComplete="off"
        onChange={(DOCTOR_NAME) => update({ DOCTOR_NAME })}
        error={errors.DOCTOR_NAME}
      />
      <TextField
        label={t('prescriptionStep.cedulaProfesional')}
        value={fields.CEDULA}
        inputMode="numeric"
        maxLength={8}
        onChange={(CEDULA) => update({ CEDULA: CEDULA.replace(/\D/g, '') })}
        error={errors.CEDULA}
        hint={t('prescriptionStep.7U8DigitosViene')}
      />
      <TextField
        label={rt('rx.ui.doctorAddress')}
        value={fields.DOCTOR_ADDRESS ?? ''}
        maxLength={200}
        autoComplete="off"
        onChange={(DOCTOR_ADDRESS) => update({ DOCTOR_ADDRESS })}
        error={errors.DOCTOR_ADDRESS}
      />
      <StepButtons onBack={onBack} onNext={next} />
    </>
  );
}
