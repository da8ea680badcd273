import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { CompanyLogo, useCompanyStore, useIsWordmark } from '../company';
import { BranchList } from '../branches';
import { IconChevronRight, IconPhone, IconStore } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ScreenAd } from './components/screen-ad';
import { SideBanners } from './components/side-banners';
import { TopBanner } from './components/top-banner';
import ui from '../../shared/ui/ui.module.css';
import styles from './home.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Branches shown on the home page; the branches screen lists them all. */
const HOME_BRANCHES = 6;

/** Routes '' (home_view), new_home and home/:SEARCH? — the storefront's front page. */
export function HomePage() {
  const company = useCompanyStore((s) => s.company);
  // A wordmark logo carries the name itself; the heading then stays for screen readers only.
  const isWordmark = useIsWordmark();
  const name = company?.NAME ?? '';
  // The screen ad waits for the top banner, the page's main picture.
  const [isTopBannerShown, setTopBannerShown] = useState(false);
  const onTopBannerShown = useCallback(() => setTopBannerShown(true), []);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <CompanyLogo height={isWordmark ? 96 : 72} alt={isWordmark ? t('app.logo', { name }) : ''} className={styles.logo} isPriority />
        <div className={isWordmark ? 'visually-hidden' : undefined}>
          <h1 id="home-title" className={styles.title}>
            {name}
          </h1>
          {company?.SLOGAN ? <p className={styles.slogan}>{company.SLOGAN}</p> : null}
        </div>
        <div className={styles.heroActions}>
          <Link to={pathTo('branches')} className={ui.buttonSubtle}>
            <IconStore size={18} /> {t('menu.branches')}
          </Link>
          {company?.PHONE ? (
            <a href={`tel:+52${company.PHONE.replace(/\D/g, '')}`} className={ui.button}>
              <IconPhone size={18} /> {t('home.call')}
            </a>
          ) : null}
        </div>
      </section>
      <TopBanner onShown={onTopBannerShown} />
      <div className={styles.columns}>
        <SideBanners type="BANNER_LEFT" className={styles.sideColumn} />
        <div className={styles.center}>
          <section className={styles.section} aria-labelledby="home-branches">
            <div className={styles.sectionHead}>
              <h2 id="home-branches" className={styles.sectionTitle}>
                {t('home.branches')}
              </h2>
              <Link to={pathTo('branches')} className={styles.more}>
                {t('home.seeAll')} <IconChevronRight size={18} />
              </Link>
            </div>
            <BranchList limit={HOME_BRANCHES} />
          </section>
        </div>
        <SideBanners type="BANNER_RIGHT" className={styles.sideColumn} />
      </div>
      <ScreenAd isPageShown={isTopBannerShown} />
    </div>
  );
}
