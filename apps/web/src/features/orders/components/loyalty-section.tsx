import { formatMoney } from '@mostrador/shared/format/money';
import type { OrderDetails, OrderProduct } from '@mostrador/shared/schemas/orders';
import { useCompanyStore } from '../../company';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../orders.module.css';
import layoutStyles from '../../../shared/ui/layout.module.css';
import detail from './order-detail.module.css';
import { readBenefits, readMember } from './loyalty';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/** The "soy tu fan" programme's side of the order; nothing at all when it has nothing to say. */
export function LoyaltySection({ order, products }: { order: OrderDetails; products: OrderProduct[] }) {
  const benefits = readBenefits(order.SOY_TU_FAN_BENEFICIOS_JSON);
  const member = readMember(order.SOY_TU_FAN_BENEFICIOS_CUSTOMER);
  const company = useCompanyStore((s) => s.company);
  if (benefits.length === 0 && !member) return null;
  // The programme may leave the name out; the order's own line has it.
  const nameOf = (sku: string, name: string) => name || products.find((p) => p.SKU === sku)?.NAME || sku;

  return (
    <section className={styles.section} aria-labelledby="loyalty-title">
      <h2 id="loyalty-title" className={textStyles.sectionTitle}>
        {t('loyaltySection.soyTuFan')}
      </h2>
      {benefits.length > 0 ? (
        <ul className={layoutStyles.stackList} aria-label={t('loyaltySection.beneficiosAplicados')}>
          {benefits.map((b) => (
            <li key={b.sku} className={detail.benefit}>
              <span>
                {nameOf(b.sku, b.name)}
                {b.promotion ? <span className={detail.promo}>{b.promotion}</span> : null}
              </span>
              <span className={detail.saving}>
                {t('loyaltySection.ahorras')} {formatMoney(b.saving)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {member ? (
        <dl className={detail.pairs}>
          {member.member ? (
            <>
              <dt>{t('loyaltySection.numeroDeSocio')}</dt>
              <dd>{member.member}</dd>
            </>
          ) : null}
          {member.pointsEarned !== null ? (
            <>
              <dt>{t('loyaltySection.puntosGanados')}</dt>
              <dd>{member.pointsEarned.toLocaleString('es-MX')}</dd>
            </>
          ) : null}
          {member.balance !== null ? (
            <>
              <dt>{t('loyaltySection.saldoDePuntos')}</dt>
              <dd>{member.balance.toLocaleString('es-MX')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {company?.PRIVACY_NOTICE_URL || company?.TERMS_URL ? (
        <p className={detail.programmeLinks}>
          {company.PRIVACY_NOTICE_URL ? (
            <a href={company.PRIVACY_NOTICE_URL} target="_blank" rel="noreferrer">
              {t('loyaltySection.avisoDePrivacidad')}
            </a>
          ) : null}
          {company.TERMS_URL ? (
            <a href={company.TERMS_URL} target="_blank" rel="noreferrer">
              {t('loyaltySection.terminosYCondiciones')}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
