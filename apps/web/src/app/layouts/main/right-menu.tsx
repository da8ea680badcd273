import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCompanyStore } from '../../../features/company';
import { useAuthStore } from '../../../features/auth';
import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import { formatPhone } from '@mostrador/shared/format/phone';
import { IconFileText, IconInfo, IconMail, IconPhone, IconStore, IconUser } from '../../../shared/ui/icons';
import { pathTo, type RouteName } from '../../../shared/ui/navigation/routes';
import { BackgroundMenuControls } from './background-menu-controls';
import styles from './menu.module.css';
import { QuickThemeSelect } from './quick-theme-select';
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

/** Right menu: theme, background slideshow, quick links and contact. */
export function RightMenu({ onNavigate }: RightMenuProps) {
  const company = useCompanyStore((s) => s.company);
  const isCustomer = useAuthStore((s) => hasAccess(s.user_access, ACCESS.ACCOUNT));
  const link = (route: RouteName, label: string, icon: ReactNode) => (
    <li>
      <Link to={pathTo(route)} className={styles.link} onClick={onNavigate}>
        {icon}
        {label}
      </Link>
    </li>
  );
  return (
    <>
      <Section title={t('menu.look')}>
        <QuickThemeSelect />
      </Section>
      <Section title={t('menu.background')}>
        <BackgroundMenuControls />
      </Section>
      <Section title={t('menu.shortcuts')}>
        <ul className={styles.list}>
          {link('branches', t('menu.branches'), <IconStore />)}
          {link(isCustomer ? 'account_config' : 'login', t('menu.account'), <IconUser />)}
          {link('about_us', t('menu.aboutUs'), <IconInfo />)}
          {company?.PRIVACY_NOTICE_URL ? (
            <li>
              <a href={company.PRIVACY_NOTICE_URL} className={styles.link} target="_blank" rel="noreferrer">
                <IconFileText />
                {t('legal.privacy')}
              </a>
            </li>
          ) : null}
          {company?.TERMS_URL ? (
            <li>
              <a href={company.TERMS_URL} className={styles.link} target="_blank" rel="noreferrer">
                <IconFileText />
                {t('legal.terms')}
              </a>
            </li>
          ) : null}
        </ul>
      </Section>
      {company ? (
        <Section title={t('menu.contact')}>
          <ul className={styles.list}>
            {company.PHONE ? (
              <li>
                <a href={`tel:+52${company.PHONE.replace(/\D/g, '')}`} className={styles.link}>
                  <IconPhone /> {formatPhone(company.PHONE)}
                </a>
              </li>
            ) : null}
            {company.EMAIL ? (
              <li>
                <a href={`mailto:${company.EMAIL}`} className={styles.link}>
                  <IconMail /> <span className={styles.wrap}>{breakableEmail(company.EMAIL)}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
