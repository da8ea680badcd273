import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCompanyStore, usePageTitle } from '../company';
import { BranchList } from '../branches';
import { IconChevronRight } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ScreenAd } from './components/screen-ad';
import { SideBanners } from './components/side-banners';
import { TopBanner } from './components/top-banner';
import styles from './home.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Branches shown on the home page; the branches screen lists them all. */
const HOME_BRANCHES = 6;
/** The shop windows wait for the top banner, but no longer than this. */
const SECTIONS_AT_THE_LATEST_MS = 2500;

const StorefrontSections = lazy(() => import('./components/storefront-sections').then((m) => ({ default: m.StorefrontSections })));
const HomeSearchResults = lazy(() => import('./components/storefront-sections').then((m) => ({ default: m.HomeSearchResults })));

/**
 * Routes '' (home_view), new_home and home/:SEARCH? — the storefront's front page: the header's
 * search first, the top banners, then (home/:SEARCH) that search's results, the promotions,
 * departments, featured products and ailments, and the branches further down.
 */
export function HomePage() {
  const { SEARCH = '' } = useParams();
  const company = useCompanyStore((s) => s.company);
  const name = company?.NAME ?? '';
  usePageTitle(null);
  // The screen ad and the shop windows wait for the top banner, the page's main picture.
  const [isTopBannerShown, setTopBannerShown] = useState(false);
  // A transition: the shop windows' tiles render in slices the browser can interleave with the
  // page's start, not in one long task right after hydration (decision 088: the banner has often
  // loaded before the scripts run).
  const onTopBannerShown = useCallback(() => startTransition(() => setTopBannerShown(true)), []);
  const [isSectionsDue, setSectionsDue] = useState(false);
  // Once the banner is shown the timer is cleared: firing later it would render the whole page
  // again (every tile) for nothing, one long task on a phone.
  useEffect(() => {
    if (isTopBannerShown) return;
    const timer = setTimeout(() => setSectionsDue(true), SECTIONS_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, [isTopBannerShown]);
  return (
    <div className={styles.home}>
      <div className="visually-hidden">
        <h1 id="home-title">{name}</h1>
        {company?.SLOGAN ? <p>{company.SLOGAN}</p> : null}
      </div>
      <TopBanner onShown={onTopBannerShown} />
      <div className={styles.columns}>
        <SideBanners type="BANNER_LEFT" className={styles.sideColumn} />
        <div className={styles.center}>
          <div className={styles.sections}>
            {isTopBannerShown || isSectionsDue ? (
              <Suspense fallback={null}>
                {SEARCH ? <HomeSearchResults search={SEARCH} /> : null}
                <StorefrontSections />
              </Suspense>
            ) : null}
          </div>
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
