import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import { graduateColor } from '../../../shared/theme/graduations';
import styles from './theme-editor.module.css';

/** The 20 alpha, 20 lighter and 20 darker steps of one colour (docs/product.md#themes), as the engine makes them. */
export function GraduationStrips({ name, value, dark }: { name: string; value: string; dark: boolean }) {
  const g = graduateColor(value, dark);
  if (!g) return null;
  const rows = [
    { label: t('themeEditor.alphaSteps'), steps: g.alpha, suffix: (n: number) => `/${n}` },
    { label: t('themeEditor.lighterSteps'), steps: g.lighter, suffix: (n: number) => `-${n}` },
    { label: t('themeEditor.darkerSteps'), steps: g.darker, suffix: (n: number) => `+${n}` },
  ];
  return (
    <section className={styles.graduations} aria-label={t('themeEditor.graduations', { name })} data-dark={dark || undefined}>
      <h3 className={styles.h3}>{t('themeEditor.graduations', { name })}</h3>
      {rows.map((row) => (
        <div key={row.label}>
          <span className={styles.stripLabel}>{row.label}</span>
          <ol className={styles.strip}>
            {row.steps.map((css, i) => (
              <li
                key={css + i}
                className={styles.step}
                style={{ background: css }}
                title={`${name}${row.suffix(i + 1)}: ${css}`}
                data-step={`${name}${row.suffix(i + 1)}`}
              />
            ))}
          </ol>
        </div>
      ))}
      {dark ? <p className={styles.note}>{t('themeEditor.invertedNote')}</p> : null}
    </section>
  );
}
