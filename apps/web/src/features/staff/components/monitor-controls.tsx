import { SOUNDS, type Sound } from '@mostrador/shared/constants/limits';
import { useMonitorStore } from '../monitor-store';
import styles from '../staff.module.css';
import type { useMonitorAlarm } from '../hooks/use-monitor-alarm';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';

const SOUND_NAMES: Record<Sound, string> = {
  alarm: t('monitorControls.alarma'),
  bell: t('monitorControls.campana'),
  sensor: t('monitorControls.sensor'),
};

/**
 * Day, monitor on/off (the click browsers need before any sound), volume, mute, sound, and for
 * ALL_BRANCHES staff "Solo mi sucursal" (off: the monitor reads and rings for every branch).
 */
export function MonitorControls({
  day,
  onDay,
  alarm,
  mayListenToAll,
}: {
  day: string;
  onDay: (day: string) => void;
  alarm: ReturnType<typeof useMonitorAlarm>;
  mayListenToAll: boolean;
}) {
  const { volume, selectedAudioMonitor, listenOnlyMyBranch, set } = useMonitorStore();
  const isMuted = volume < 0;
  return (
    <section className={styles.controls} aria-label={t('monitorControls.controlesDelMonitor')}>
      <label className={styles.control}>
        {t('monitorControls.dia')}
        <input type="date" lang="es-MX" value={day} onChange={(e) => e.target.value && onDay(e.target.value)} />
      </label>
      <button
        type="button"
        className={alarm.isOn ? styles.monitorOn : styles.monitorOff}
        onClick={alarm.isOn ? alarm.turnOff : alarm.turnOn}
        aria-pressed={alarm.isOn}
      >
        {alarm.isOn ? t('monitorControls.monitorEncendido') : t('monitorControls.encenderMonitor')}
      </button>
      <label className={styles.control}>
        {t('monitorControls.volumen')}
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={Math.abs(volume)}
          onChange={(e) => set({ volume: Number(e.target.value) * (isMuted ? -1 : 1) })}
        />
      </label>
      <button type="button" className={styles.chipButton} aria-pressed={isMuted} onClick={() => set({ volume: -volume || -0.0001 })}>
        {isMuted ? t('monitorControls.sinSonido') : t('monitorControls.silenciar')}
      </button>
      <label className={styles.control}>
        {t('monitorControls.sonidoEnCalma')}
        <select value={selectedAudioMonitor} onChange={(e) => set({ selectedAudioMonitor: e.target.value as Sound })}>
          {SOUNDS.map((s) => (
            <option key={s} value={s}>
              {SOUND_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      {mayListenToAll ? (
        <label className={styles.check}>
          <input type="checkbox" checked={listenOnlyMyBranch} onChange={(e) => set({ listenOnlyMyBranch: e.target.checked })} />
          {t('monitorControls.soloMiSucursal')}
        </label>
      ) : null}
      <p className={styles.audioState} data-testid="monitor-audio" data-last-sound={alarm.lastSound ?? ''}>
        {!alarm.isOn
          ? t('monitorControls.elNavegadorSoloPermiteSonidos')
          : alarm.isBlocked
            ? t('monitorControls.elNavegadorBloqueoElSonido')
            : t('monitorControls.lastSound', { lastSound: alarm.lastSound ? SOUND_NAMES[alarm.lastSound] : '—' })}
      </p>
    </section>
  );
}
