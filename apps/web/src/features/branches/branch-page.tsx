import { Link, useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { useBranchesInfo } from './api/get-branches-info';
import { BranchCard, BranchCardSkeleton } from './components/branch-card';
import { describeHours, hoursOfDay, mexicoClock, WEEKDAYS } from './branch-hours';
import type { Branch } from '@mostrador/shared/schemas/company';
import { pathTo } from '../../shared/ui/navigation/routes';
import { EmptyState, ErrorState } from '../../shared/ui/state-panel';
import styles from './branches.module.css';
import { branchesT as t } from '@mostrador/shared/messages/es-MX-branches';
import uiStyles from '../../shared/ui/ui.module.css';
import { useMyBranchStore } from './my-branch-store';
import { usePageTitle } from '../company';

/** Monday first, as people in Mexico read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** Route branch/:BRANCH (About layout): one branch with its week of opening hours. */
export function BranchPage() {
  const { BRANCH = '' } = useParams();
  const query = useBranchesInfo();
  usePageTitle(query.data?.branchesInfo.find((b) => b.BRANCH === BRANCH)?.NAME ?? '');
  if (query.isPending) return <BranchCardSkeleton />;
  if (query.isError) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const branch = query.data.branchesInfo.find((b) => b.BRANCH === BRANCH);
  if (!branch) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('branchPage.noEncontramosEsaSucursal')} text={t('branchPage.revisaLaListaDeSucursales')} />
        <p>
          <Link to={pathTo('branches')}>{t('branchPage.verTodasLasSucursales')}</Link>
        </p>
      </div>
    );
  }
  return <BranchCard branch={branch} level={1} footer={<WeekHours branch={branch} />} />;
}

function WeekHours({ branch }: { branch: Branch }) {
  const today = mexicoClock().day;
  return (
    <>
      <table className={styles.hours}>
        <caption className={styles.caption}>{t('branchPage.horarioDeLaSemana')}</caption>
        <tbody>
          {WEEK_ORDER.map((day) => (
            <tr key={day} className={day === today ? styles.today : undefined}>
              <th scope="row">{WEEKDAYS[day]}</th>
              <td>{describeHours(hoursOfDay(branch.HOURS, day))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MyBranchButton code={branch.BRANCH} />
      <p className={styles.links}>
        <a href={`https://www.google.com/maps/search/?api=1&query=${branch.LAT},${branch.LNG}`} target="_blank" rel="noreferrer">
          {t('branchPage.verEnElMapa')}
        </a>
        <Link to={pathTo('branches')}>{t('branchPage.todasLasSucursales')}</Link>
      </p>
    </>
  );
}

/** "Elegir como mi sucursal": its hours go to the right menu, its stock to the search's ties and filter. */
function MyBranchButton({ code }: { code: string }) {
  const chosen = useMyBranchStore((s) => s.chosen);
  const choose = useMyBranchStore((s) => s.choose);
  if (chosen === code) {
    return (
      <p className={styles.caption} role="status">
        {t('myBranch.picked')}
      </p>
    );
  }
  return (
    <button type="button" className={uiStyles.buttonSubtle} onClick={() => choose(code)}>
      {t('myBranch.pick')}
    </button>
  );
}
