import { formatPhone } from '@mostrador/shared/format/phone';
import { Link } from 'react-router';
import { CompanyLogo, useCompanyStore } from '../company';
import { IconMail, IconPhone, IconStore } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import styles from './about.module.css';

/** Route about_us (About layout): who the company is and how to reach it. */
export function AboutPage() {
  const company = useCompanyStore((s) => s.company);
  if (!company) return null;
  return (
    <article className={styles.card} aria-labelledby="about-title">
      <header className={styles.head}>
        <CompanyLogo height={80} alt={`Logotipo de ${company.NAME}`} className={styles.logo} />
        <div>
          <h1 id="about-title" className={styles.title}>
            Acerca de {company.NAME}
          </h1>
          {company.SLOGAN ? <p className={styles.slogan}>{company.SLOGAN}</p> : null}
        </div>
      </header>
      <p>
        Somos una cadena de farmacias con varias sucursales. Pide en línea tus medicamentos y productos de
        cuidado personal y te los llevamos a domicilio desde la sucursal más cercana.
      </p>
      <h2 className={styles.subtitle}>Contacto</h2>
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
          <Link to={pathTo('branches')}>Nuestras sucursales</Link>
        </li>
      </ul>
      {company.PRIVACY_NOTICE_URL || company.TERMS_URL ? (
        <>
          <h2 className={styles.subtitle}>Información legal</h2>
          <ul className={styles.legal}>
            {company.PRIVACY_NOTICE_URL ? (
              <li>
                <a href={company.PRIVACY_NOTICE_URL} target="_blank" rel="noreferrer">
                  Aviso de privacidad
                </a>
              </li>
            ) : null}
            {company.TERMS_URL ? (
              <li>
                <a href={company.TERMS_URL} target="_blank" rel="noreferrer">
                  Términos y condiciones
                </a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </article>
  );
}
