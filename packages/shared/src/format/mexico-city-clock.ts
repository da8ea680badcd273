/**
 * Mexico City's offset from UTC: −6 hours all year since daylight saving time ended there on
 * 30 October 2022. Written out rather than asked of Intl: a page's first `Intl.DateTimeFormat` in
 * a time zone loads ICU's zone data, ~60 ms of a phone's main thread (4× CPU) while the home
 * hydrates. A test holds this to Intl for `TIME_ZONE` over the years ahead.
 */
const MEXICO_CITY_UTC_OFFSET_MS = -6 * 60 * 60 * 1000;

export interface MexicoCityClock {
  /** "2026-11-25" */
  isoDay: string;
  /** 0 = domingo … 6 = sábado */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

/** The calendar day, weekday and time of day in Mexico City at `now`, whatever the device's zone. */
export function mexicoCityClock(now: Date = new Date()): MexicoCityClock {
  const there = new Date(now.getTime() + MEXICO_CITY_UTC_OFFSET_MS);
  return {
    isoDay: there.toISOString().slice(0, 10),
    weekday: there.getUTCDay(),
    minutes: there.getUTCHours() * 60 + there.getUTCMinutes(),
  };
}
