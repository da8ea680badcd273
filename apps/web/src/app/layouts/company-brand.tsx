import { Link } from 'react-router';
import { CompanyLogo, useCompanyStore, useIsWordmark } from '../../features/company';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './layouts.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Company logo and name linking to the storefront; every layout's header starts with it. */
export function CompanyBrand({ size = 40 }: { size?: number }) {
  const name = useCompanyStore((s) => s.company?.NAME ?? t('app.brand'));
  // A wordmark logo already reads as the name, so the text is left to screen readers.
  const isWordmark = useIsWordmark();
  return (
    <Link to={pathTo('home_view')} className={styles.brand} aria-label={t('app.goHome', { name })}>
      <CompanyLogo height={size} alt="" className={styles.brandLogo} />
      <span className={isWordmark ? 'visually-hidden' : styles.brandName}>{name}</span>
    </Link>
  );
}
