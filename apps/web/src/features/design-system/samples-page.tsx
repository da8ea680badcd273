import { ORDER_STATUS_IDS } from '@mostrador/shared/constants/order-status';
import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import { useState, type ReactNode } from 'react';
import { ProductCard } from '../catalogue';
import { OrderCard, StatusChip } from '../orders';
import { PasswordField } from '../../shared/ui/password-field';
import { PhoneField } from '../../shared/ui/phone-field';
import { EmptyState, ErrorState, Skeleton, Spinner } from '../../shared/ui/state-panel';
import { TextField } from '../../shared/ui/text-field';
import uiStyles from '../../shared/ui/ui.module.css';
import { SAMPLE_ORDER, SAMPLE_PRODUCTS } from './sample-data';
import textStyles from '../../shared/ui/text.module.css';
import styles from './design.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={textStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Empty, loading and error: every list shows one of these while it has no rows. */
function StatesSection() {
  return (
    <Section id="samples-states" title={t('design.samples.states')}>
      <div className={styles.columns3}>
        <div className={styles.box}>
          <EmptyState title={t('design.samples.emptyTitle')} text={t('design.samples.emptyText')} />
        </div>
        <div className={styles.box}>
          <Spinner />
          <Skeleton height={16} />
          <Skeleton height={16} width="60%" />
        </div>
        <div className={styles.box}>
          <ErrorState message={t('design.samples.errorText')} onRetry={() => undefined} />
        </div>
      </div>
    </Section>
  );
}

/** Route samples (SAMPLES): the product's own components, their states and Spanish texts. */
export function SamplesPage() {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('3311112222');
  const [password, setPassword] = useState('');
  return (
    <article className={styles.page} aria-labelledby="samples-title">
      <h1 id="samples-title" className={textStyles.pageTitle}>
        {t('design.samples.title')}
      </h1>
      <p className={textStyles.muted}>{t('design.samples.lead')}</p>
      <Section id="samples-buttons" title={t('design.samples.buttons')}>
        <div className={styles.row}>
          <button type="button" className={uiStyles.button}>
            {t('design.samples.primary')}
          </button>
          <button type="button" className={uiStyles.buttonSubtle}>
            {t('design.samples.secondary')}
          </button>
          <button type="button" className={uiStyles.button} disabled>
            {t('design.samples.disabled')}
          </button>
        </div>
      </Section>
      <Section id="samples-inputs" title={t('design.samples.inputs')}>
        <div className={styles.grid}>
          <TextField
            label={t('design.samples.name')}
            value={name}
            onChange={setName}
            error={name.trim() ? null : t('design.samples.nameError')}
          />
          <PhoneField value={phone} onChange={setPhone} />
          <PasswordField
            label={t('design.samples.password')}
            value={password}
            onChange={setPassword}
            showRules
            phone={phone}
            autoComplete="new-password"
          />
        </div>
      </Section>
      <Section id="samples-cards" title={t('design.samples.cards')}>
        <div className={styles.grid}>
          <div className={uiStyles.panel}>
            <h3 className={styles.h3}>{t('design.samples.cardTitle')}</h3>
            <p className={styles.note}>{t('design.samples.cardText')}</p>
          </div>
          {SAMPLE_PRODUCTS.map((product) => (
            <ProductCard key={product.SKU} product={product} />
          ))}
        </div>
      </Section>
      <Section id="samples-order" title={t('design.samples.order')}>
        <ul className={styles.section} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          <OrderCard order={SAMPLE_ORDER} />
        </ul>
      </Section>
      <Section id="samples-status" title={t('design.samples.status')}>
        <div className={styles.row}>
          {ORDER_STATUS_IDS.map((id) => (
            <StatusChip key={id} status={id} />
          ))}
        </div>
      </Section>
      <StatesSection />
    </article>
  );
}
