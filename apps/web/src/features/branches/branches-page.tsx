import { Link } from 'react-router';
import { BranchList } from './components/branch-list';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './branches.module.css';
import { branchesT as t } from '@mostrador/shared/messages/es-MX-branches';
import { usePageTitle } from '../company';

/** Route branches: every branch with address, phone and today's hours. */
export function BranchesPage() {
  usePageTitle(t('branchesPage.sucursales'));
  return (
    <section className={styles.page} aria-labelledby="branches-title">
      <h1 id="branches-title" className={styles.title}>
        {t('branchesPage.sucursales')}
      </h1>
      <p className={styles.lead}>{t('branchesPage.encuentraLaSucursalMasCercana')}</p>
      <BranchList
        level={2}
        footer={(branch) => (
          <Link to={pathTo('branch', { BRANCH: branch.BRANCH })} className={styles.more}>
            {t('branchesPage.verHorarioCompleto')}
          </Link>
        )}
      />
    </section>
  );
}
