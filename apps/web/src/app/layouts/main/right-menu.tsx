import { formatMoney } from '@mostrador/shared/format/money';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompanyStore } from '../../../features/company';
import { useAuthStore } from '../../../features/auth';
import { todayHours, useBranchesInfo, useMyBranchCode } from '../../../features/branches';
import { useCart } from '../../../features/cart';
import { IconCart, IconClock, IconFileText, IconInfo, IconMail, IconPhone, IconStore } from '../../../shared/ui/icons';
import { pathTo } from '../../../shared/ui/navigation/routes';
import { useUiStore } from '../../ui-store';
import { AppearanceControls } from './appearance-controls';
import styles from './menu.module.css';
import { t } from '@mostrador/shared/messages/es-MX';

/** Lets a long address wrap after the "@" rather than mid-word. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

interface RightMenuProps {
  onNavigate?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * Right menu (issue 18): what a customer uses — their branch and its hours today, the cart
 * summary, help and the two legal notices. The theme and background live in the account menu;
 * a visitor finds them folded at the end here.
 */
export function RightMenu({ onNavigate }: RightMenuProps) {
  const company = useCompanyStore((s) => s.company);
  const isSignedIn = useAuthStore((s) => s.status === 'authenticated');
  return (
    <>
      <MyBranchSection onNavigate={onNavigate} />
      <CartSection onNavigate={onNavigate} />
      <Section title={t('menu.help')}>
        <ul className={styles.list}>
          {company?.PHONE ? (
            <li>
              <a href={`tel:+52${company.PHONE.replace(/\D/g, '')}`} className={styles.link}>
                <IconPhone /> {formatPhone(company.PHONE)}
              </a>
            </li>
          ) : null}
          {company?.EMAIL ? (
            <li>
              <a href={`mailto:${company.EMAIL}`} className={styles.link}>
                <IconMail /> <span className={styles.wrap}>{breakableEmail(company.EMAIL)}</span>
              </a>
            </li>
          ) : null}
          <li>
            <Link to={pathTo('about_us')} className={styles.link} onClick={onNavigate}>
              <IconInfo />
              {t('menu.aboutUs')}
            </Link>
          </li>
        </ul>
      </Section>
      {company?.PRIVACY_NOTICE_URL || company?.TERMS_URL ? (
        <Section title={t('menu.legal')}>
          <ul className={styles.list}>
            {company.PRIVACY_NOTICE_URL ? (
              <li>
                <a href={company.PRIVACY_NOTICE_URL} className={styles.link} target="_blank" rel="noreferrer">
                  <IconFileText />
                  {t('legal.privacy')}
                </a>
              </li>
            ) : null}
            {company.TERMS_URL ? (
              <li>
                <a href={company.TERMS_URL} className={styles.link} target="_blank" rel="noreferrer">
                  <IconFileText />
                  {t('legal.terms')}
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
      {isSignedIn ? null : (
        <details className={styles.section}>
          <summary className={styles.sectionTitle}>{t('menu.look')}</summary>
          <AppearanceControls />
        </details>
      )}
    </>
  );
}

/** "Tu sucursal": the chosen (or the company's) branch, today's hours, and the way to change it. */
function MyBranchSection({ onNavigate }: RightMenuProps) {
  const code = useMyBranchCode();
  const branch = useBranchesInfo().data?.branchesInfo.find((b) => b.BRANCH === code);
  const today = branch ? todayHours(branch.HOURS) : null;
  return (
    <Section title={t('menu.myBranch')}>
      {branch && today ? (
        <div className={styles.sectionBody}>
          <p className={styles.strong}>{branch.NAME}</p>
          <p className={styles.row}>
            <IconClock size={18} /> {t('branch.today')} {today.text}
          </p>
        </div>
      ) : null}
      <Link to={pathTo('branches')} className={styles.link} onClick={onNavigate}>
        <IconStore />
        {branch ? t('menu.myBranchChange') : t('menu.myBranchChoose')}
      </Link>
    </Section>
  );
}

/** The cart at a glance: pieces and total, and the button that opens it. */
function CartSection({ onNavigate }: RightMenuProps) {
  const { isSignedIn, cart } = useCart();
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  return (
    <Section title={t('menu.cart')}>
      <p className={styles.note}>
        {!isSignedIn
          ? t('menu.cartSignIn')
          : cart && cart.UNITS > 0
            ? t('menu.cartSummary', { units: cart.UNITS, total: formatMoney(cart.TOTAL) })
            : t('menu.cartEmpty')}
      </p>
      <button
        type="button"
        className={styles.link}
        onClick={() => {
          onNavigate?.();
          setCartOpen(true);
        }}
      >
        <IconCart />
        {t('menu.cartOpen')}
      </button>
    </Section>
  );
}
