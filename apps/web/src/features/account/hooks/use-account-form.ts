import { UpdateAccountRequestSchema, type User } from '@mostrador/shared/schemas/customer';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { isDate } from '@mostrador/shared/validation/patterns';
import { dayOnScreen, dayToWire } from '@mostrador/shared/format/date';
import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';

export interface AccountFields {
  NAME: string;
  EMAIL: string;
  /** YYYY-MM-DD or '' on the wire. */
  BIRTH: string;
  SEX: '' | 'F' | 'M';
}

/** What the form checks: the server's own schema for these fields, plus a real day of birth (no February 30th), as the server checks it too. */
const { NAME, EMAIL, SEX } = UpdateAccountRequestSchema.shape;
const AccountFieldsSchema = z.object({
  NAME,
  EMAIL,
  BIRTH: z.string().check(z.refine((v) => v === '' || isDate(dayToWire(v).replaceAll('-', '/')), t('accountForm.birthInvalid'))),
  SEX,
});

/**
 * The account form's state: starts from the user (the birth date typed DD/MM/AAAA) and hands
 * the fields on in the wire's format (YYYY-MM-DD, spec).
 */
export function useAccountForm(user: User, onSubmit: (fields: AccountFields) => void) {
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, register, handleSubmit } = useForm({
    resolver: zodResolver(AccountFieldsSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      NAME: user.NAME,
      EMAIL: user.EMAIL,
      BIRTH: dayOnScreen(user.BIRTH),
      SEX: (['F', 'M'].includes(user.SEX) ? user.SEX : '') as AccountFields['SEX'],
    },
  });
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void handleSubmit((data) => onSubmit({ ...data, BIRTH: dayToWire(data.BIRTH) }))(event);
  };
  return { control, register, submit };
}
