import { Button, TextInput } from '@mantine/core';
import { ACCESS, ACCESS_NAMES, type AccessName } from '@mostrador/shared/constants/access';
import { formatPhone } from '@mostrador/shared/format/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useAuthStore } from '../../auth';
import { invitePerson } from '../api/invite-person';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { AccessCheckbox } from './access-checkbox';
import { ReasonDialog, type PendingAction } from './reason-dialog';
import { accessName } from '@mostrador/shared/messages/es-MX-back-office-api';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/**
 * "Invitar persona": an account for a phone with chosen access. No password is set here: the
 * person sets it with the SMS recovery of the sign-in page. Then the admin opens the person.
 */
export function InviteForm({ onInvited }: { onInvited: (id: number) => void }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [access, setAccess] = useState<AccessName[]>([ACCESS.ACCOUNT]);
  const [pending, setPending] = useState<PendingAction | null>(null);
  // The new account's ID, read once the dialog has closed (a ref: no render in between).
  const invitedId = useRef(0);
  const toggle = (entry: AccessName) => setAccess((list) => (list.includes(entry) ? list.filter((a) => a !== entry) : [...list, entry]));
  const ask = () =>
    setPending({
      message: t('confirm.invite', { name: name.trim(), phone: formatPhone(phone), access: access.map(accessName).join(', ') }),
      run: async (REASON) => {
        const { account } = await invitePerson({ token, PHONE: phone, NAME: name.trim(), ACCESS: access, REASON });
        invitedId.current = account.ID;
        return t('done.invited', { name: account.NAME });
      },
    });
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['backOffice'] });
    onInvited(invitedId.current);
  };
  return (
    <section className={staffStyles.section} aria-labelledby="invite-title">
      <h2 id="invite-title" className={staffStyles.sectionTitle}>
        {t('invite.title')}
      </h2>
      <p className={staffStyles.muted}>{t('invite.intro')}</p>
      <form
        noValidate
        className={staffStyles.page}
        onSubmit={(e) => {
          e.preventDefault();
          ask();
        }}
      >
        <div className={staffStyles.row}>
          <TextInput
            className={styles.grow}
            label={t('invite.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
            required
          />
          <TextInput
            className={styles.grow}
            label={t('invite.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            required
          />
        </div>
        <fieldset className={staffStyles.section}>
          <legend>{t('invite.access')}</legend>
          <div className={styles.accessList}>
            {ACCESS_NAMES.map((entry) => (
              <AccessCheckbox key={entry} access={entry} checked={access.includes(entry)} onChange={() => toggle(entry)} />
            ))}
          </div>
        </fieldset>
        <p className={staffStyles.muted}>{t('invite.staffNext')}</p>
        <div>
          <Button type="submit" disabled={phone.length !== 10 || name.trim() === ''}>
            {t('invite.submit')}
          </Button>
        </div>
      </form>
      <ReasonDialog action={pending} onClose={() => setPending(null)} onDone={done} />
    </section>
  );
}
