import { romanGroup } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as t } from '@mostrador/shared/messages/es-MX-medicine-groups';
import type { Branch } from '@mostrador/shared/schemas/company';
import { todayHours, useBranchesInfo, useMyBranchCode } from '../../branches';
import styles from '../catalogue.module.css';

/**
 * In place of the add button for a group I–III medicine (docs/product.md#medicine-groups): it is
 * sold only at a branch, so the customer's branch (or, unknown, every branch) with its address
 * and today's hours.
 */
export function BranchOnlyNotice({ group }: { group: number }) {
  const code = useMyBranchCode();
  const all = useBranchesInfo().data?.branchesInfo ?? [];
  const mine = all.find((b) => b.BRANCH === code);
  const shown = mine ? [mine] : all;
  return (
    <div className={styles.notice} role="note" aria-labelledby="branch-only-title">
      <strong id="branch-only-title">{t('mg.branchOnly.title')}</strong>
      <p className={styles.noticeText}>{t('mg.branchOnly.body', { group: romanGroup(group) })}</p>
      {shown.length > 0 ? <p className={styles.noticeText}>{mine ? t('mg.branchOnly.yours') : t('mg.branchOnly.list')}</p> : null}
      <ul className={styles.branchOnlyList}>
        {shown.map((b) => (
          <BranchLine key={b.BRANCH} branch={b} />
        ))}
      </ul>
    </div>
  );
}

function BranchLine({ branch }: { branch: Branch }) {
  const today = todayHours(branch.HOURS);
  return (
    <li>
      <strong>{branch.NAME}</strong> · {branch.ADDRESS}
      {today.text ? <> · {t('mg.branchOnly.hours', { hours: today.text })}</> : null}
    </li>
  );
}
