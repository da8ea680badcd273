import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SPANISH_MONTHS,
  calendarDayInMexico,
  dayOnScreen,
  dayToWire,
  formatDateLong,
  monthName,
  toCalendarDay,
  toIsoDay,
  todayInMexico,
} from '../../src/format/date';

describe('Spanish months', () => {
  it('run from Enero to Diciembre, capitalised', () => {
    expect(SPANISH_MONTHS).toHaveLength(12);
    expect(SPANISH_MONTHS[0]).toBe('Enero');
    expect(SPANISH_MONTHS[8]).toBe('Septiembre');
    expect(SPANISH_MONTHS[11]).toBe('Diciembre');
  });

  it('are indexed from 0, like Date#getMonth', () => {
    expect(monthName(10)).toBe('Noviembre');
    expect(monthName(new Date(2026, 4, 1).getMonth())).toBe('Mayo');
  });

  it('fall back to Enero for anything invalid', () => {
    for (const bad of [-1, 12, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(monthName(bad), String(bad)).toBe('Enero');
  });
});

describe('todayInMexico', () => {
  it('turns the day at midnight Mexico City time (UTC-6), not UTC', () => {
    expect(todayInMexico(new Date('2026-11-23T05:59:59Z'))).toBe('2026-11-22');
    expect(todayInMexico(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });

  it('keeps UTC-6 in summer since Mexico dropped daylight saving in 2022', () => {
    expect(todayInMexico(new Date('2026-07-01T05:30:00Z'))).toBe('2026-06-30');
  });

  it('used daylight saving (UTC-5) before that, so it is the zone and not a fixed offset', () => {
    expect(todayInMexico(new Date('2021-07-01T05:30:00Z'))).toBe('2021-07-01');
  });

  it('crosses the year at the right moment', () => {
    expect(todayInMexico(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
  });

  it('defaults to now, in YYYY-MM-DD', () => {
    expect(todayInMexico()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('matches a fixed UTC-6 at every instant since 2023', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }),
        (instant) => {
          const shifted = new Date(instant.getTime() - 6 * 3600 * 1000);
          expect(todayInMexico(instant)).toBe(shifted.toISOString().slice(0, 10));
        },
      ),
    );
  });
});

describe('calendar days', () => {
  it('pads to the wire format', () => {
    expect(toIsoDay({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
  });

  it('reads a day string as that day, whatever the zone', () => {
    expect(toCalendarDay('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
    expect(toCalendarDay('2026/11/22')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('reads an instant in Mexico City', () => {
    expect(calendarDayInMexico(new Date('2026-11-22T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(toCalendarDay('2026-11-22T03:00:00Z')).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('refuses impossible days and garbage', () => {
    expect(toCalendarDay('2026-02-29')).toBeNull();
    expect(toCalendarDay('mañana')).toBeNull();
    expect(toCalendarDay(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatDateLong', () => {
  it('writes the day, month and year in Spanish', () => {
    expect(formatDateLong('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(formatDateLong('2024/02/29')).toBe('29 de febrero de 2024');
    expect(formatDateLong('2026-01-05')).toBe('5 de enero de 2026');
  });

  it('reads a Date in Mexico City', () => {
    expect(formatDateLong(new Date('2027-01-01T05:00:00Z'))).toBe('31 de diciembre de 2026');
  });

  it('is empty for something that is not a date', () => {
    expect(formatDateLong('2026-13-01')).toBe('');
    expect(formatDateLong('')).toBe('');
  });
});

describe('a day on screen (DD/MM/AAAA) and on the wire (YYYY-MM-DD)', () => {
  it('writes the wire day as people in Mexico do', () => {
    expect(dayOnScreen('1991-04-17')).toBe('17/04/1991');
    expect(dayOnScreen('2000-12-01T00:00:00.000Z')).toBe('01/12/2000');
    expect(dayOnScreen('1991/04/17')).toBe('17/04/1991');
  });

  it('reads a typed day back into the wire format', () => {
    expect(dayToWire('17/04/1991')).toBe('1991-04-17');
  });

  it('leaves empty or unreadable text as it is', () => {
    expect(dayOnScreen('')).toBe('');
    expect(dayToWire('')).toBe('');
    expect(dayToWire('17/4/1991')).toBe('17/4/1991');
    expect(dayOnScreen('17 de abril')).toBe('17 de abril');
  });

  it('round-trips every valid day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const wire = d.toISOString().slice(0, 10);
        expect(dayToWire(dayOnScreen(wire))).toBe(wire);
      }),
    );
  });
});
