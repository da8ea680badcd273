import { Link } from 'react-router';
import { useCompanyStore, useImageUrl } from '../../shared/api/company-store';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './layouts.module.css';

/** Company logo and name linking to the storefront; every layout's header starts with it. */
export function CompanyBrand({ size = 40 }: { size?: number }) {
  const company = useCompanyStore((s) => s.company);
  const toImage = useImageUrl();
  const name = company?.NAME ?? 'Mostrador';
  return (
    <Link to={pathTo('home_view')} className={styles.brand} aria-label={`${name}, ir al inicio`}>
      {company?.LOGO ? (
        // The name sits beside the logo, so the picture itself is decorative here.
        <img src={toImage(company.LOGO)} alt="" width={size} height={size} className={styles.brandLogo} />
      ) : null}
      <span className={styles.brandName}>{name}</span>
    </Link>
  );
}
