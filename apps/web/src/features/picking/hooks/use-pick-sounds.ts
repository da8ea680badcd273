import { useCallback, useRef, useState } from 'react';
import { appliedVolume, useMonitorStore } from '../../staff';

export type PickSound = 'good' | 'error';

/** Two tones a person tells apart without looking: one short high beep; two low buzzes. */
const TONES: Record<PickSound, { type: OscillatorType; hz: number; beeps: number; ms: number }> = {
  good: { type: 'sine', hz: 1320, beeps: 1, ms: 110 },
  error: { type: 'square', hz: 220, beeps: 2, ms: 160 },
};

type AudioContextClass = new () => AudioContext;
const audioContextClass = (): AudioContextClass | null => (globalThis as { AudioContext?: AudioContextClass }).AudioContext ?? null;

/**
 * The scan's answer by ear (issue 33), at the branch monitor's volume (muted: silent). Made with
 * Web Audio, so nothing downloads; `lastSound` is shown on the page (and read by the journey).
 */
export function usePickSounds() {
  const context = useRef<AudioContext | null>(null);
  const [lastSound, setLastSound] = useState<PickSound | null>(null);
  const play = useCallback((sound: PickSound) => {
    setLastSound(sound);
    const volume = appliedVolume(useMonitorStore.getState().volume);
    const Context = audioContextClass();
    if (!Context || volume <= 0) return;
    try {
      const audio = (context.current ??= new Context());
      void audio.resume();
      const tone = TONES[sound];
      const start = audio.currentTime;
      for (let i = 0; i < tone.beeps; i++) {
        const at = start + (i * tone.ms * 1.6) / 1000;
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = tone.type;
        oscillator.frequency.value = tone.hz;
        gain.gain.setValueAtTime(volume * 0.4, at);
        gain.gain.exponentialRampToValueAtTime(0.001, at + tone.ms / 1000);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(at);
        oscillator.stop(at + tone.ms / 1000);
      }
    } catch {
      // A browser that refuses audio still shows the answer on screen.
    }
  }, []);
  return { play, lastSound };
}
