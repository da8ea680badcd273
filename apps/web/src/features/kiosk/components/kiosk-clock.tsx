import { TIME_ZONE } from '@mostrador/shared/constants/limits';
import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { useEffect, useState } from 'react';
import styles from '../kiosk.module.css';

const TIME = new Intl.DateTimeFormat('es-MX', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true });
const DAY = new Intl.DateTimeFormat('es-MX', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long' });

/** The store's time and day (Mexico City), refreshed every second; one timer, one text node each. */
export function KioskClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className={styles.clock} role="timer" aria-label={kioskT('kiosk.clock')}>
      <time dateTime={now.toISOString()} className={styles.clockTime}>
        {TIME.format(now)}
      </time>
      <span className={styles.clockDay}>{DAY.format(now)}</span>
    </div>
  );
}
