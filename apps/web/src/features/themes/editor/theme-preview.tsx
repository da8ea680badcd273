import type { NotifyType } from '@mostrador/shared/constants/limits';
import { NOTIFY_TYPES } from '@mostrador/shared/constants/limits';
import { themesT as t } from '@mostrador/shared/messages/es-MX-themes';
import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { ProductCard } from '../../catalogue';
import { NotificationCard } from '../../../shared/notify/notification-card';
import { themeVariables } from '../../../shared/theme/theme-variables';
import { IconSearch } from '../../../shared/ui/icons';
import uiStyles from '../../../shared/ui/ui.module.css';
import { SAMPLE_PRODUCT } from './sample-data';
import styles from './theme-editor.module.css';
import type { ThemeDraft } from './theme-draft';

const MESSAGE = {
  positive: 'themeEditor.previewPositive',
  negative: 'themeEditor.previewNegative',
  warning: 'themeEditor.previewWarning',
  info: 'themeEditor.previewInfo',
  ongoing: 'themeEditor.previewOngoing',
} as const satisfies Record<NotifyType, string>;

/**
 * The storefront with the draft's colours, on this element only: the theme's custom properties
 * (`--c-*`, Mantine's primary) set inline, so the page's own theme stays as it is. Real parts:
 * the product card and the notification card; the header is drawn with the same colours.
 */
export function ThemePreview({ draft }: { draft: ThemeDraft }) {
  const vars = useMemo(() => themeVariables(draft.colors, draft.mode.dark), [draft.colors, draft.mode.dark]);
  return (
    <section
      className={styles.preview}
      style={vars as CSSProperties}
      data-dark={draft.mode.dark || undefined}
      aria-label={t('themeEditor.preview')}
      data-testid="theme-preview"
    >
      <header className={styles.previewHeader}>
        <strong>{draft.name || t('themeEditor.newTheme')}</strong>
        <span className={styles.previewSearch}>
          <IconSearch size={16} /> {t('themeEditor.previewSearch')}
        </span>
      </header>
      <div className={styles.previewBody}>
        <div className={styles.previewCard} inert>
          <ProductCard product={SAMPLE_PRODUCT} />
        </div>
        <div className={styles.previewButtons}>
          <button type="button" className={uiStyles.button} tabIndex={-1}>
            {t('themeEditor.previewAdd')}
          </button>
          <button type="button" className={uiStyles.buttonSubtle} tabIndex={-1}>
            {t('themeEditor.previewMore')}
          </button>
          {'secondary' in draft.colors ? (
            <span className={styles.previewChip} style={{ background: 'var(--c-secondary)', color: 'var(--c-secondary-contrast)' }}>
              {t('themeEditor.previewPromo')}
            </span>
          ) : null}
        </div>
        <div className={styles.previewNotices} inert>
          {NOTIFY_TYPES.map((type) => (
            <NotificationCard
              key={type}
              item={{
                id: `preview-${type}`,
                groupKey: null,
                type,
                message: t(MESSAGE[type]),
                position: 'bottom',
                badgePosition: 'top-right',
                timeout: 0,
                count: type === 'info' ? 3 : 1,
                actions: [],
                run: 0,
              }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
