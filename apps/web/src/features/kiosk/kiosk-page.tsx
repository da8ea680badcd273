import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { useEffect, useMemo } from 'react';
import { useBranchesInfo } from '../branches';
import { CompanyLogo, useCompanyStore, useIsWordmark } from '../company';
import { kioskPlaylist, rotateSecondsFor, themeRotation } from './ad-playlist';
import { AdSlideshow } from './components/ad-slideshow';
import { CameraScan, isCameraAsked } from './components/camera-scan';
import { KioskClock } from './components/kiosk-clock';
import { PricePanel } from './components/price-panel';
import { useKioskBanners } from './hooks/use-kiosk-banners';
import { usePriceCheck } from './hooks/use-price-check';
import { useScanner } from './hooks/use-scanner';
import styles from './kiosk.module.css';

/** Whether the branch code of the address names an active branch; null while the list loads. */
function useBranchName(code: string | null): { name: string | null; isUnknown: boolean } {
  const branches = useBranchesInfo();
  if (code === null || !branches.data) return { name: null, isUnknown: false };
  const branch = branches.data.branchesInfo.find((b) => b.BRANCH === code);
  return { name: branch?.NAME ?? null, isUnknown: branch === undefined };
}

function BranchUnknown({ code }: { code: string }) {
  return (
    <section className={styles.result} role="alert" aria-labelledby="kiosk-branch-unknown">
      <div className={styles.notFound}>
        <h2 id="kiosk-branch-unknown" className={styles.notFoundTitle}>
          {kioskT('kiosk.branchUnknownTitle')}
        </h2>
        <p className={styles.message}>{kioskT('kiosk.branchUnknownText', { branch: code })}</p>
      </div>
    </section>
  );
}

/**
 * docs/product.md#in-store-screen advertising_view/:verificador? (empty layout, no sign-in): the store's screen. Without
 * a branch code it rotates the ads with the logo and the clock; with one (GDL-CENTRO) it is also
 * a price checker that a USB scanner or the camera feeds. The ads follow the company's theme
 * (rotation time, random order), not a theme a visitor picked on this device.
 */
export function KioskPage({ branchCode, search }: { branchCode: string | null; search: string }) {
  const code = branchCode?.trim().toUpperCase() || null;
  const companyName = useCompanyStore((s) => s.company?.NAME ?? '');
  const modeJson = useCompanyStore((s) => s.theme?.MODE);
  const rotation = useMemo(() => themeRotation(modeJson), [modeJson]);
  const isWordmark = useIsWordmark();
  const banners = useKioskBanners();
  const playlist = useMemo(() => kioskPlaylist(banners.data?.banners), [banners.data]);
  const branch = useBranchName(code);
  const checker = usePriceCheck(code);
  const isChecker = code !== null && !branch.isUnknown;
  useScanner(checker.check, isChecker);

  useEffect(() => {
    document.title = code ? `${kioskT('kiosk.checkerTitle')} · ${companyName}` : `${kioskT('kiosk.title')} · ${companyName}`;
  }, [code, companyName]);

  return (
    <main className={styles.screen}>
      <h1 className="visually-hidden">
        {code ? `${kioskT('kiosk.checkerTitle')}${branch.name ? ` · ${branch.name}` : ''}` : kioskT('kiosk.title')}
      </h1>
      <AdSlideshow banners={playlist} rotateSeconds={rotateSecondsFor(search, rotation.seconds)} isRandom={rotation.isRandom} />
      <header className={styles.bar}>
        <div className={styles.brand}>
          <CompanyLogo height={56} alt={isWordmark ? companyName : ''} className={styles.logo} />
          {isWordmark ? null : <span className={styles.brandName}>{companyName}</span>}
        </div>
        <KioskClock />
      </header>
      {isChecker ? (
        <footer className={styles.hint}>
          <p>{kioskT('kiosk.scanHint')}</p>
          {isCameraAsked(search) ? <CameraScan onCode={checker.check} /> : null}
        </footer>
      ) : null}
      {code !== null && branch.isUnknown ? <BranchUnknown code={code} /> : null}
      {isChecker && checker.state.kind !== 'idle' ? <PricePanel state={checker.state} onClose={checker.close} /> : null}
    </main>
  );
}
