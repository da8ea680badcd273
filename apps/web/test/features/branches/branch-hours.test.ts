import { describe, expect, it } from 'vitest';
import { describeHours, isOpenAt, mexicoClock, todayHours } from '../../../src/features/branches/branch-hours';

const day = (OPEN: string, CLOSE: string) => ({ DAY: 1, OPEN, CLOSE });

describe('branch hours', () => {
  it('reads the clock in Mexico City, whatever the device zone', () => {
    // 2026-11-23 is a Monday; 15:30 UTC is 09:30 in Mexico City (UTC−6, no DST since 2022).
    expect(mexicoClock(new Date('2026-11-23T15:30:00Z'))).toEqual({ day: 1, minutes: 9 * 60 + 30 });
    // 03:00 UTC on Monday is still Sunday evening there.
    expect(mexicoClock(new Date('2026-11-23T03:00:00Z')).day).toBe(0);
  });

  it('is open between OPEN and CLOSE, across midnight too', () => {
    expect(isOpenAt(day('08:00', '22:00'), 8 * 60)).toBe(true);
    expect(isOpenAt(day('08:00', '22:00'), 22 * 60)).toBe(false);
    expect(isOpenAt(day('20:00', '02:00'), 60)).toBe(true);
    expect(isOpenAt(day('20:00', '02:00'), 12 * 60)).toBe(false);
    expect(isOpenAt(undefined, 600)).toBe(false);
  });

  it('says "Abierto 24 horas" for a whole day and "Cerrado" for a day without hours', () => {
    expect(describeHours(day('00:00', '24:00'))).toBe('Abierto 24 horas');
    expect(describeHours(day('00:00', '23:59'))).toBe('Abierto 24 horas');
    expect(describeHours(day('09:00', '21:00'))).toBe('09:00 a 21:00');
    expect(describeHours(undefined)).toBe('Cerrado');
    const monday = new Date('2026-11-23T15:30:00Z');
    expect(todayHours([day('00:00', '24:00')], monday)).toEqual({
      text: 'Abierto 24 horas',
      isOpenNow: true,
      isAllDay: true,
    });
    expect(todayHours([{ DAY: 2, OPEN: '09:00', CLOSE: '10:00' }], monday).text).toBe('Cerrado');
  });
});
