import { useMemo, useState } from 'react';
import { updatePassword } from '../api/update-password';
import { useAuthStore } from '../../auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@mostrador/shared/messages/es-MX';
import { changePasswordFormSchema } from '@mostrador/shared/validation/password-forms';
import { useForm } from 'react-hook-form';
import { notify, notifyError } from '../../../shared/notify/notify';

const EMPTY = { current: '', next: '', confirmation: '' };

/** The password change's fields and the call that saves them: the session's user is updated and the fields are emptied. */
export function useChangePasswordForm(token: string, phone: string) {
  const schema = useMemo(() => changePasswordFormSchema(phone), [phone]);
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  // Busy only while the call runs, not while the fields are checked.
  const [isSaving, setSaving] = useState(false);

  const save = async ({ current, next }: typeof EMPTY) => {
    setSaving(true);
    try {
      const { user } = await updatePassword({ token, PHONE: phone, PASSWORD: next, CURRENT_PASSWORD: current });
      useAuthStore.getState().setUser(user);
      reset(EMPTY);
      notify({ type: 'positive', clearsErrors: true, message: t('auth.passwordChanged') });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return { control, isSaving, submit: handleSubmit(save) };
}
