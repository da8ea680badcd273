import { formatPhone } from '@mostrador/shared/format/phone';
import { Link } from 'react-router';
import { CompanyLogo, useCompanyStore, usePageTitle } from '../company';
import { IconMail, IconPhone, IconStore } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './about.module.css';
import { aboutT as t } from '@mostrador/shared/messages/es-MX-about';

/** Route about_us (About layout): who the company is and how to reach it. */
export function AboutPage() {
  const company = useCompanyStore((s) => s.company);
  usePageTitle(t('aboutPage.acercaDe'));
  if (!company) return null;
  return (
    <article className={styles.card} aria-labelledby="about-title">
      <header className={styles.head}>
        <CompanyLogo height={80} alt={t('aboutPage.logo', { name: company.NAME })} className={styles.logo} />
        <div>
          <h1 id="about-title" className={styles.title}>
            {t('aboutPage.acercaDe')} {company.NAME}
          </h1>
          {company.SLOGAN ? <p className={styles.slogan}>{company.SLOGAN}</p> : null}
        </div>
      </header>
      <p>{t('aboutPage.somosUnaCadenaDeFarmacias')}</p>
      <h2 className={styles.subtitle}>{t('aboutPage.contacto')}</h2>
      <ul className={styles.contact}>
        {company.PHONE ? (
          <li>
            <IconPhone size={20} />
            <a href={`tel:+52${company.PHONE.replace(/\D/g, '')}`}>{formatPhone(company.PHONE)}</a>
          </li>
        ) : null}
        {company.EMAIL ? (
          <li>
            <IconMail size={20} />
            <a href={`mailto:${company.EMAIL}`}>{company.EMAIL}</a>
          </li>
        ) : null}
        <li>
          <IconStore size={20} />
          <Link to={pathTo('branches')}>{t('aboutPage.nuestrasSucursales')}</Link>
        </li>
      </ul>
      {company.PRIVACY_NOTICE_URL || company.TERMS_URL ? (
        <>
          <h2 className={styles.subtitle}>{t('aboutPage.informacionLegal')}</h2>
          <ul className={styles.legal}>
            {company.PRIVACY_NOTICE_URL ? (
              <li>
                <a href={company.PRIVACY_NOTICE_URL} target="_blank" rel="noreferrer">
                  {t('aboutPage.avisoDePrivacidad')}
                </a>
              </li>
            ) : null}
            {company.TERMS_URL ? (
              <li>
                <a href={company.TERMS_URL} target="_blank" rel="noreferrer">
                  {t('aboutPage.terminosYCondiciones')}
                </a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </article>
  );
}
