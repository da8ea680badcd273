import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '../../src/constants/limits';
import { mexicoCityClock } from '../../src/format/mexico-city-clock';

// The fixed UTC−6 offset against Intl's time zone data, which would show a return of daylight
// saving time (or any other change to Mexico City's rules) the day tzdata carries it.
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('the clock in Mexico City', () => {
  it('reads the day and time there, whatever the device zone', () => {
    // 2026-11-23 is a Monday; 15:30 UTC is 09:30 there; 03:00 UTC on Monday is still Sunday evening.
    expect(mexicoCityClock(new Date('2026-11-23T15:30:00Z'))).toEqual({ isoDay: '2026-11-23', weekday: 1, minutes: 9 * 60 + 30 });
    expect(mexicoCityClock(new Date('2026-11-23T03:00:00Z'))).toEqual({ isoDay: '2026-11-22', weekday: 0, minutes: 21 * 60 });
  });

  it('agrees with Intl for any moment from 2023 to 2040', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        (when) => {
          const p = Object.fromEntries(intl.formatToParts(when).map((part) => [part.type, part.value]));
          expect(mexicoCityClock(when)).toEqual({
            isoDay: `${p.year}-${p.month}-${p.day}`,
            weekday: WEEKDAYS.indexOf(p.weekday!),
            minutes: Number(p.hour) * 60 + Number(p.minute),
          });
        },
      ),
      { numRuns: 2000 },
    );
  });
});
