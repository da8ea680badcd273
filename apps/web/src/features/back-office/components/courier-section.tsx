import { ACCESS } from '@mostrador/shared/constants/access';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';
import { useBranchesInfo } from '../../branches';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { SelectField } from '../../../shared/ui/select-field';
import { setCourierBranch } from '../api/set-courier-branch';
import type { AskChange } from './ask';

/** A courier's one branch (issue 35, decision 075), given like a staff member's: asked, confirmed and audited. */
export function CourierSection({ account, token, ask }: { account: AdminAccount; token: string; ask: AskChange }) {
  const branches = useBranchesInfo().data?.branchesInfo ?? [];
  const isCourier = account.ACCESS.includes(ACCESS.COURIER);
  if (!isCourier && account.COURIER_BRANCH === null) return null;
  const name = account.NAME || formatPhone(account.PHONE);
  const choose = (branch: string) => {
    const BRANCH = branch === '' ? null : branch;
    const label = branches.find((b) => b.BRANCH === branch)?.NAME ?? branch;
    const text = BRANCH === null ? t('confirm.courierRemove', { name }) : t('confirm.courierBranch', { name, branch: label });
    ask(text, (REASON) => setCourierBranch({ token, ACCOUNT_ID: account.ID, BRANCH, REASON }));
  };
  return (
    <section className={staffStyles.section} aria-labelledby="person-courier">
      <h3 id="person-courier" className={staffStyles.sectionTitle}>
        {t('person.courier')}
      </h3>
      <p className={staffStyles.muted}>{isCourier ? t('person.courierHint') : t('person.courierNeedsAccess')}</p>
      <SelectField
        label={t('person.branch')}
        options={[{ value: '', label: t('person.courierNone') }, ...branches.map((b) => ({ value: b.BRANCH, label: b.NAME }))]}
        value={account.COURIER_BRANCH?.BRANCH ?? ''}
        onChange={(branch) => branch !== (account.COURIER_BRANCH?.BRANCH ?? '') && choose(branch)}
      />
    </section>
  );
}
