import { ACCESS_NAMES } from '@mostrador/shared/constants/access';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { formatPhone } from '@mostrador/shared/format/phone';
import { accessDescription, accessName } from '@mostrador/shared/messages/es-MX-back-office-api';
import { setAccess } from '../api/set-access';
import { AccessCheckbox } from './access-checkbox';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import type { AskChange } from './ask';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** Every access entry as a checkbox with what it allows; a tick asks before it changes anything. */
export function AccessSection({ account, token, ask }: { account: AdminAccount; token: string; ask: AskChange }) {
  const name = account.NAME || formatPhone(account.PHONE);
  return (
    <section className={staffStyles.section} aria-labelledby="person-access">
      <h3 id="person-access" className={staffStyles.sectionTitle}>
        {t('person.access')}
      </h3>
      <p className={staffStyles.muted}>{t('person.accessHint')}</p>
      <div className={styles.accessList}>
        {ACCESS_NAMES.map((access) => {
          const isGranted = account.ACCESS.includes(access);
          return (
            <AccessCheckbox
              key={access}
              access={access}
              checked={isGranted}
              onChange={() =>
                ask(
                  t(isGranted ? 'confirm.revoke' : 'confirm.grant', {
                    name,
                    access: accessName(access),
                    description: accessDescription(access),
                  }),
                  (REASON) => setAccess({ token, ACCOUNT_ID: account.ID, ACCESS: access, GRANTED: !isGranted, REASON }),
                )
              }
            />
          );
        })}
      </div>
    </section>
  );
}
