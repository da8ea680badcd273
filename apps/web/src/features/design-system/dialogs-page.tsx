import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { AlertDialog, LoadingDialog, PromptDialog } from '../../shared/ui/dialogs';
import uiStyles from '../../shared/ui/ui.module.css';
import { NotifyPlayground } from './components/notify-playground';
import textStyles from '../../shared/ui/text.module.css';
import styles from './design.module.css';

type Open = 'alert' | 'confirm' | 'prompt' | 'loading' | null;
const LOADING_MS = 3000;
const POSTAL_CODE = /^\d{5}$/;

/** Route dialogs (SAMPLES): the product's alert, confirm (docs/product.md#notifications-and-dialogs texts), prompt, loading dialog and notifications. */
export function DialogsPage() {
  const [open, setOpen] = useState<Open>(null);
  const [result, setResult] = useState('');
  const close = (text: string) => {
    setOpen(null);
    setResult(text);
  };
  const buttons: [Exclude<Open, null>, string][] = [
    ['alert', t('design.dialogs.alert')],
    ['confirm', t('design.dialogs.confirm')],
    ['prompt', t('design.dialogs.prompt')],
    ['loading', t('design.dialogs.loading')],
  ];
  return (
    <article className={styles.page} aria-labelledby="dialogs-title">
      <h1 id="dialogs-title" className={textStyles.pageTitle}>
        {t('design.dialogs.title')}
      </h1>
      <p className={textStyles.muted}>{t('design.dialogs.lead')}</p>
      <div className={styles.row}>
        {buttons.map(([kind, label]) => (
          <button
            key={kind}
            type="button"
            className={uiStyles.buttonSubtle}
            onClick={() => {
              setOpen(kind);
              if (kind === 'loading') setTimeout(() => close(t('design.dialogs.loading')), LOADING_MS);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <p className={styles.note} role="status">
        {result ? t('design.dialogs.result', { result }) : '\u00a0'}
      </p>
      {open === 'alert' ? (
        <AlertDialog
          title={t('design.dialogs.alertTitle')}
          message={t('design.dialogs.alertText')}
          onClose={() => close(t('design.dialogs.alert'))}
        />
      ) : null}
      {open === 'confirm' ? (
        <ConfirmDialog
          title={t('themes.deleteConfirm.title')}
          message={t('themes.deleteConfirm.message')}
          confirmLabel={t('themes.deleteConfirm.ok')}
          cancelLabel={t('themes.deleteConfirm.cancel')}
          onConfirm={() => close(t('design.dialogs.confirmed'))}
          onCancel={() => close(t('design.dialogs.cancelled'))}
        />
      ) : null}
      {open === 'prompt' ? (
        <PromptDialog
          title={t('design.dialogs.promptTitle')}
          label={t('design.dialogs.promptLabel')}
          inputMode="numeric"
          maxLength={5}
          check={(value) => POSTAL_CODE.test(value) || t('design.dialogs.promptInvalid')}
          onOk={(value) => close(t('design.dialogs.answered', { value }))}
          onCancel={() => close(t('design.dialogs.cancelled'))}
        />
      ) : null}
      {open === 'loading' ? <LoadingDialog /> : null}
      <NotifyPlayground />
    </article>
  );
}
