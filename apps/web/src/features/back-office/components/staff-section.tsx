import { Button, TextInput } from '@mantine/core';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { formatPhone } from '@mostrador/shared/format/phone';
import { useState } from 'react';
import { useBranchesInfo } from '../../branches';
import { assignStaff } from '../api/assign-staff';
import { removeStaff } from '../api/remove-staff';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import type { AskChange } from './ask';
import { SelectField } from '../../../shared/ui/select-field';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

interface StaffSectionProps {
  account: AdminAccount;
  token: string;
  ask: AskChange;
}

/** The Google e-mails this person signs in to a branch monitor with: assign, move, remove. */
export function StaffSection({ account, token, ask }: StaffSectionProps) {
  const branches = useBranchesInfo().data?.branchesInfo ?? [];
  const options = branches.map((b) => ({ value: b.BRANCH, label: b.NAME }));
  const branchName = (code: string) => branches.find((b) => b.BRANCH === code)?.NAME ?? code;
  const name = account.NAME || formatPhone(account.PHONE);
  const assign = (EMAIL: string, BRANCH: string) =>
    ask(t('confirm.assign', { email: EMAIL, name, branch: branchName(BRANCH) }), (REASON) =>
      assignStaff({ token, ACCOUNT_ID: account.ID, EMAIL, BRANCH, REASON }),
    );
  return (
    <section className={staffStyles.section} aria-labelledby="person-staff">
      <h3 id="person-staff" className={staffStyles.sectionTitle}>
        {t('person.staff')}
      </h3>
      <p className={staffStyles.muted}>{t('person.staffHint')}</p>
      {account.STAFF.length === 0 ? <p className={staffStyles.muted}>{t('person.noStaff')}</p> : null}
      <ul className={layoutStyles.denseList}>
        {account.STAFF.map((staff) => (
          <li key={staff.EMAIL} className={styles.item}>
            <strong>{staff.EMAIL}</strong>
            <div className={staffStyles.row}>
              <SelectField
                className={styles.grow}
                label={t('person.branch')}
                options={options}
                value={staff.BRANCH}
                onChange={(branch) => branch !== staff.BRANCH && assign(staff.EMAIL, branch)}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() =>
                  ask(t('confirm.remove', { email: staff.EMAIL, branch: staff.BRANCH_NAME || staff.BRANCH }), (REASON) =>
                    removeStaff({ token, ACCOUNT_ID: account.ID, EMAIL: staff.EMAIL, REASON }),
                  )
                }
              >
                {t('person.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <NewAssignment options={options} onAssign={assign} />
    </section>
  );
}

function NewAssignment({
  options,
  onAssign,
}: {
  options: { value: string; label: string }[];
  onAssign: (email: string, branch: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [branch, setBranch] = useState('');
  return (
    <form
      noValidate
      className={staffStyles.row}
      onSubmit={(e) => {
        e.preventDefault();
        if (email.trim() && branch) onAssign(email.trim(), branch);
      }}
    >
      <TextInput
        className={styles.grow}
        size="xs"
        type="email"
        label={t('person.staffEmail')}
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
      />
      <SelectField
        className={styles.grow}
        label={t('person.branch')}
        options={[{ value: '', label: t('person.pickBranch') }, ...options]}
        value={branch}
        onChange={setBranch}
      />
      <Button size="xs" type="submit" disabled={!email.trim() || !branch}>
        {t('person.assign')}
      </Button>
    </form>
  );
}
