import {
  MONITOR_CHECK_INTERVAL_MS,
  SOUND_ALARM,
  SOUND_FILE_EXTENSION,
  SOUND_START,
  SOUNDS,
  type Sound,
} from '@mostrador/shared/constants/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocketStore } from '../../../shared/socket/socket-store';
import { appliedVolume, useMonitorStore } from '../monitor-store';

const players = new Map<Sound, HTMLAudioElement>();
function player(sound: Sound): HTMLAudioElement {
  let audio = players.get(sound);
  if (!audio) players.set(sound, (audio = new Audio(`/sounds/${sound}${SOUND_FILE_EXTENSION}`)));
  return audio;
}

function stopAll(): void {
  for (const sound of SOUNDS) {
    const audio = players.get(sound);
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
  }
}

/**
 * docs/product.md#branch-monitor monitor: turning it on stops every sound and plays the start bell; then every 5000 ms,
 * only while the branch channel is connected, the alarm when an order is pending, else the
 * softer selected sound. Browsers allow audio only after a click, hence the explicit "on".
 * `lastSound` is the page's audio state (shown, and read by the end-to-end test).
 */
export function useMonitorAlarm(pending: number) {
  // On again after a reload when it was on: the browser may block its sound until a tap, which
  // `isBlocked` tells the page to ask for (issue 32).
  const [isOn, setIsOn] = useState(() => useMonitorStore.getState().wasOn);
  const [lastSound, setLastSound] = useState<Sound | null>(null);
  const [isBlocked, setIsBlocked] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const play = useCallback((sound: Sound) => {
    const { volume } = useMonitorStore.getState();
    const audio = player(sound);
    audio.volume = appliedVolume(volume);
    audio.currentTime = 0;
    setLastSound(sound);
    audio.play().then(
      () => setIsBlocked(false),
      () => setIsBlocked(true),
    );
  }, []);

  const turnOn = useCallback(() => {
    stopAll();
    setIsOn(true);
    useMonitorStore.getState().set({ wasOn: true });
    play(SOUND_START);
  }, [play]);
  const turnOff = useCallback(() => {
    stopAll();
    setIsOn(false);
    useMonitorStore.getState().set({ wasOn: false });
    setLastSound(null);
  }, []);

  // Back on after a reload: the start bell at once, which tells whether the browser allows sound.
  useEffect(() => {
    if (useMonitorStore.getState().wasOn) play(SOUND_START);
  }, [play]);

  useEffect(() => {
    if (!isOn) return;
    const timer = setInterval(() => {
      if (useSocketStore.getState().socketBranchStatus !== 'connected') return;
      play(pendingRef.current > 0 ? SOUND_ALARM : useMonitorStore.getState().selectedAudioMonitor);
    }, MONITOR_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isOn, play]);
  useEffect(() => stopAll, []);

  return { isOn, turnOn, turnOff, lastSound, isBlocked, ringNow: () => isOn && play(SOUND_ALARM) };
}
