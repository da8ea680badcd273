import { Link } from 'react-router';
import { BranchList } from './components/branch-list';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './branches.module.css';

/** Route branches: every branch with address, phone and today's hours. */
export function BranchesPage() {
  return (
    <section className={styles.page} aria-labelledby="branches-title">
      <h1 id="branches-title" className={styles.title}>
        Sucursales
      </h1>
      <p className={styles.lead}>Encuentra la sucursal más cercana, llámanos o consulta su horario.</p>
      <BranchList
        level={2}
        footer={(branch) => (
          <Link to={pathTo('branch', { BRANCH: branch.BRANCH })} className={styles.more}>
            Ver horario completo
          </Link>
        )}
      />
    </section>
  );
}
