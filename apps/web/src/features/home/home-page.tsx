import { Link } from 'react-router';
import { useCompanyStore, useImageUrl } from '../../shared/api/company-store';
import { BranchList } from '../../shared/ui/branch-list';
import { IconChevronRight } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ScreenAd } from './components/screen-ad';
import { SideBanners } from './components/side-banners';
import { TopBanner } from './components/top-banner';
import styles from './home.module.css';

/** Branches shown on the home page; the branches screen lists them all. */
const HOME_BRANCHES = 6;

/** Routes '' (home_view), new_home and home/:SEARCH? — the storefront's front page. */
export function HomePage() {
  const company = useCompanyStore((s) => s.company);
  const toImage = useImageUrl();
  const name = company?.NAME ?? '';
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        {company?.LOGO ? (
          <img
            src={toImage(company.LOGO)}
            alt={`Logotipo de ${name}`}
            width={72}
            height={72}
            className={styles.logo}
            fetchPriority="high"
          />
        ) : null}
        <div>
          <h1 id="home-title" className={styles.title}>
            {name}
          </h1>
          {company?.SLOGAN ? <p className={styles.slogan}>{company.SLOGAN}</p> : null}
        </div>
      </section>
      <TopBanner />
      <div className={styles.columns}>
        <SideBanners type="BANNER_LEFT" className={styles.sideColumn} />
        <div className={styles.center}>
          <section className={styles.section} aria-labelledby="home-branches">
            <div className={styles.sectionHead}>
              <h2 id="home-branches" className={styles.sectionTitle}>
                Nuestras sucursales
              </h2>
              <Link to={pathTo('branches')} className={styles.more}>
                Ver todas <IconChevronRight size={18} />
              </Link>
            </div>
            <BranchList limit={HOME_BRANCHES} />
          </section>
        </div>
        <SideBanners type="BANNER_RIGHT" className={styles.sideColumn} />
      </div>
      <ScreenAd />
    </div>
  );
}
