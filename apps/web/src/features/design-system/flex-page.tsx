import { SPACING, type SpacingSize } from '@mostrador/shared/constants/limits';
import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import textStyles from '../../shared/ui/text.module.css';
import styles from './design.module.css';

const SIZES = Object.keys(SPACING) as SpacingSize[];
const JUSTIFY = ['flex-start', 'center', 'space-between', 'flex-end'] as const;

const Items = ({ count = 3 }: { count?: number }) =>
  Array.from({ length: count }, (_, i) => (
    <span key={i} className={styles.item}>
      {t('design.flex.item', { n: i + 1 })}
    </span>
  ));

/** Route flex (SAMPLES): the spacing scale of docs/product.md#constants-and-limits as `--space-*` and the layout primitives built on it. */
export function FlexPage() {
  return (
    <article className={styles.page} aria-labelledby="flex-title">
      <h1 id="flex-title" className={textStyles.pageTitle}>
        {t('design.flex.title')}
      </h1>
      <p className={textStyles.muted}>{t('design.flex.lead')}</p>
      <section className={styles.section} aria-labelledby="flex-scale">
        <h2 id="flex-scale" className={textStyles.sectionTitle}>
          {t('design.flex.scale')}
        </h2>
        {SIZES.map((size) => (
          <div key={size} className={styles.spaceRow} data-size={size}>
            <code className={styles.code}>{size}</code>
            <code className={styles.code}>{`--space-${size}`}</code>
            <span className={styles.spaceBar} style={{ width: `var(--space-${size})` }} title={`${SPACING[size]} px`} />
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="flex-row">
        <h2 id="flex-row" className={textStyles.sectionTitle}>
          {t('design.flex.row')}
        </h2>
        {JUSTIFY.map((justify) => (
          <div key={justify}>
            <code className={styles.code}>{`justify-content: ${justify}`}</code>
            <div className={styles.demoRow} style={{ justifyContent: justify, alignItems: 'center', gap: 'var(--space-md)' }}>
              <Items />
            </div>
          </div>
        ))}
      </section>
      <div className={styles.columns3}>
        <section className={styles.section} aria-labelledby="flex-column">
          <h2 id="flex-column" className={textStyles.sectionTitle}>
            {t('design.flex.column')}
          </h2>
          {SIZES.map((size) => (
            <div key={size}>
              <code className={styles.code}>{t('design.flex.gap', { size, px: SPACING[size] })}</code>
              <div className={styles.demoRow} style={{ flexDirection: 'column', gap: `var(--space-${size})` }}>
                <Items count={2} />
              </div>
            </div>
          ))}
        </section>
        <section className={styles.section} aria-labelledby="flex-wrap">
          <h2 id="flex-wrap" className={textStyles.sectionTitle}>
            {t('design.flex.wrap')}
          </h2>
          <div className={styles.demoRow} style={{ flexWrap: 'wrap', gap: 'var(--space-sm)' }}>
            <Items count={7} />
          </div>
          <h2 className={textStyles.sectionTitle}>{t('design.flex.grid')}</h2>
          <div className={styles.grid}>
            <Items count={4} />
          </div>
        </section>
      </div>
    </article>
  );
}
