import { MEXICAN_STATES } from '@mostrador/shared/constants/mexican-states';
import { AddressFieldsSchema, type Address, type AddressFields } from '@mostrador/shared/schemas/customer';
import type { FormEvent } from 'react';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { AddressTextField, StateField } from './address-fields';

const EMPTY: AddressFields = {
  ALIAS: '',
  CALLE: '',
  NUMERO_EXTERIOR: '',
  NUMERO_INTERIOR: '',
  COLONIA: '',
  CODIGO_POSTAL: '',
  MUNICIPIO: '',
  ESTADO: 'Jalisco',
  REFERENCIAS: '',
  IS_DEFAULT: false,
};

interface AddressFormProps {
  /** Editing this address; without it the form adds one. */
  initial?: Address;
  isSaving: boolean;
  onSubmit: (fields: AddressFields) => void;
  onCancel?: () => void;
}

/**
 * A Mexican delivery address, checked with the same schema the server uses, so both refuse the
 * same input with the same words.
 */
export function AddressForm({ initial, isSaving, onSubmit, onCancel }: AddressFormProps) {
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, register, handleSubmit, formState } = useForm({
    resolver: zodResolver(AddressFieldsSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: initial ? { ...EMPTY, ...pickFields(initial) } : EMPTY,
  });
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void handleSubmit((data) => onSubmit(data))(event);
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={initial ? t('addressForm.editarDireccion') : t('addressForm.nuevaDireccion')}
    >
      <AddressTextField control={control} name="ALIAS" label={t('addressForm.nombreDeLaDireccionCasa')} maxLength={40} />
      <AddressTextField control={control} name="CALLE" label={t('addressForm.calle')} maxLength={120} autoComplete="address-line1" />
      <div className={formStyles.grid}>
        <AddressTextField control={control} name="NUMERO_EXTERIOR" label={t('addressForm.numeroExterior')} maxLength={20} />
        <AddressTextField
          control={control}
          name="NUMERO_INTERIOR"
          label={t('addressForm.numeroInterior')}
          maxLength={20}
          required={false}
        />
      </div>
      <div className={formStyles.grid}>
        <AddressTextField control={control} name="COLONIA" label={t('addressForm.colonia')} maxLength={80} />
        <AddressTextField
          control={control}
          name="CODIGO_POSTAL"
          label={t('addressForm.codigoPostal')}
          maxLength={5}
          autoComplete="postal-code"
          inputMode="numeric"
        />
      </div>
      <div className={formStyles.grid}>
        <AddressTextField
          control={control}
          name="MUNICIPIO"
          label={t('addressForm.municipioOAlcaldia')}
          maxLength={80}
          autoComplete="address-level2"
        />
        <StateField registration={register('ESTADO')} error={formState.errors.ESTADO?.message} />
      </div>
      <AddressTextField
        control={control}
        name="REFERENCIAS"
        label={t('addressForm.referenciasParaEncontrarElDomicilio')}
        maxLength={300}
        required={false}
        alwaysCount
      />
      <label className={formStyles.check}>
        <input type="checkbox" {...register('IS_DEFAULT')} />
        {t('addressForm.usarComoDireccionPredeterminada')}
      </label>
      <div className={formStyles.actions}>
        {onCancel ? (
          <button type="button" className={uiStyles.buttonSubtle} onClick={onCancel} disabled={isSaving}>
            {t('addressForm.cancelar')}
          </button>
        ) : null}
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? t('addressForm.guardando') : t('addressForm.guardarDireccion')}
        </button>
      </div>
    </form>
  );
}

function pickFields(a: Address): AddressFields {
  const { ID: _id, ...fields } = a;
  return {
    ...fields,
    ESTADO: (MEXICAN_STATES as readonly string[]).includes(a.ESTADO) ? (a.ESTADO as AddressFields['ESTADO']) : EMPTY.ESTADO,
  };
}
