import { TIME_ZONE } from '@mostrador/shared/constants/limits';
/** Below this width the tables show each row as a card (back-office.module.css says the same). */
export const CARDS_QUERY = '(max-width: 699px)';

/** A wide table's scrolling area takes keyboard focus, so it scrolls without a mouse (axe: scrollable-region-focusable). */
export const KEYBOARD_SCROLL = { viewportProps: { tabIndex: 0 } };

export { formatStamp } from '@mostrador/shared/format/date';

const OFFSET = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** Mexico City's UTC offset on a day, "-06:00". (The shared date helpers would move a chunk of the first download.) */
function mexicoOffset(isoDay: string): string {
  const name = OFFSET.formatToParts(new Date(`${isoDay}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return name.replace('GMT', '') || '+00:00';
}

/** The first instant of a Mexico City day ('YYYY-MM-DD'), as the audit filter's FROM. */
export const dayStartIso = (isoDay: string): string => `${isoDay}T00:00:00${mexicoOffset(isoDay)}`;
/** The last millisecond of a Mexico City day, as the audit filter's TO (the whole day counts). */
export const dayEndIso = (isoDay: string): string => `${isoDay}T23:59:59.999${mexicoOffset(isoDay)}`;

/** A before/after value of the audit trail, short enough for a table cell. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${key}: ${describeValue(inner)}`)
      .join('; ');
  }
  return String(value);
}

/** "antes → después", or just one side when the other is empty. */
export function describeChange(before: unknown, after: unknown): string {
  const [from, to] = [describeValue(before), describeValue(after)];
  if (from && to) return `${from} → ${to}`;
  return from || to;
}
