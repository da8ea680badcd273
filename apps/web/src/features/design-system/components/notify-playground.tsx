import {
  NOTIFY_DEFAULT_TIMEOUT_MS,
  NOTIFY_POSITIONS,
  NOTIFY_TYPES,
  type NotifyPosition,
  type NotifyType,
} from '@mostrador/shared/constants/limits';
import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import { useId, useState } from 'react';
import { notify } from '../../../shared/notify/notify';
import uiStyles from '../../../shared/ui/ui.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../design.module.css';

/** The product's notify(): 5 types × 9 positions, grouping badge and progress bar (timeout + 1000 ms). */
export function NotifyPlayground() {
  const id = useId();
  const [type, setType] = useState<NotifyType>('positive');
  const [position, setPosition] = useState<NotifyPosition>('bottom');
  const [timeout, setTimeoutMs] = useState(NOTIFY_DEFAULT_TIMEOUT_MS);
  const show = (at: NotifyPosition = position) =>
    notify({ type, position: at, timeout, message: t('design.dialogs.message', { type, position: at }) });
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={textStyles.sectionTitle}>
        {t('design.dialogs.notifications')}
      </h2>
      <div className={styles.row}>
        <label className={styles.box}>
          {t('design.dialogs.type')}
          <select className={styles.select} value={type} onChange={(e) => setType(e.target.value as NotifyType)}>
            {NOTIFY_TYPES.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label className={styles.box}>
          {t('design.dialogs.timeout')}
          <input
            className={styles.select}
            type="number"
            min={0}
            step={500}
            value={timeout}
            onChange={(e) => setTimeoutMs(Math.max(0, Number(e.target.value) || 0))}
          />
        </label>
      </div>
      <fieldset className={styles.box}>
        <legend>{t('design.dialogs.position')}</legend>
        <div className={styles.positions}>
          {NOTIFY_POSITIONS.map((value) => (
            <label key={value} className={styles.row}>
              <input type="radio" name={`${id}-position`} value={value} checked={position === value} onChange={() => setPosition(value)} />
              {value}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.row}>
        <button type="button" className={uiStyles.button} onClick={() => show()}>
          {t('design.dialogs.show')}
        </button>
        <button
          type="button"
          className={uiStyles.buttonSubtle}
          onClick={() => {
            show();
            show();
          }}
        >
          {t('design.dialogs.showTwice')}
        </button>
        <button type="button" className={uiStyles.buttonSubtle} onClick={() => NOTIFY_POSITIONS.forEach((at) => show(at))}>
          {t('design.dialogs.allPositions')}
        </button>
      </div>
      <p className={styles.note}>{t('design.dialogs.progressNote')}</p>
    </section>
  );
}
