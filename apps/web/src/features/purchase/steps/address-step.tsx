import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';
import type { AddressFields } from '@mostrador/shared/schemas/customer';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressForm, saveAddress } from '../../account';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { IconPlus } from '../../../shared/ui/icons';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../purchase.module.css';
import { formatAddress } from './format-address';
import { StepButtons } from './step-list';

/** Step 2: where to deliver. One of the saved addresses, or a new one added right here. */
export function AddressStep({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const addresses = useAuthStore((s) => s.user_addresses);
  const selected = useAuthStore((s) => s.selected_address);
  const selectAddress = useAuthStore((s) => s.selectAddress);
  const [isAdding, setIsAdding] = useState(addresses.length === 0);
  const save = useMutation({
    mutationFn: (fields: AddressFields) => saveAddress(token, fields),
    onSuccess: (answer) => {
      const known = new Set(addresses.map((a) => a.ID));
      useAuthStore.getState().setAddresses(answer.user_addresses);
      const added = answer.user_addresses.find((a) => !known.has(a.ID));
      if (added) selectAddress(added);
      notify({ type: 'positive', message: t('addresses.saved') });
      setIsAdding(false);
    },
    onError: (error) => notifyError(error),
  });

  return (
    <>
      <h2 className={styles.stepTitle}>{t('addressStep.dondeEntregamosTuPedido')}</h2>
      <p className={textStyles.mutedSmall}>{t('addressStep.laSucursalQueTeSurte')}</p>
      {addresses.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.srOnly}>{t('addressStep.direccionDeEntrega')}</legend>
          {addresses.map((a) => (
            <label key={a.ID} className={styles.choice} data-checked={selected?.ID === a.ID}>
              <input type="radio" name="address" checked={selected?.ID === a.ID} onChange={() => selectAddress(a)} />
              <span>
                <strong>{a.ALIAS}</strong>
                {a.IS_DEFAULT ? <span className={styles.tag}>{t('addressStep.predeterminada')}</span> : null}
                <br />
                <span className={textStyles.mutedSmall}>{formatAddress(a)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {isAdding ? (
        <div className={styles.embedded}>
          <h3 className={styles.subTitle}>{t('addressStep.nuevaDireccion')}</h3>
          <AddressForm
            isSaving={save.isPending}
            onSubmit={(fields) => save.mutate(fields)}
            onCancel={addresses.length > 0 ? () => setIsAdding(false) : undefined}
          />
        </div>
      ) : (
        <button type="button" className={styles.addAnother} onClick={() => setIsAdding(true)}>
          <IconPlus size={18} /> {t('addressStep.agregarOtraDireccion')}
        </button>
      )}
      <StepButtons onBack={onBack} onNext={onNext} isNextDisabled={!selected || isAdding} />
    </>
  );
}
