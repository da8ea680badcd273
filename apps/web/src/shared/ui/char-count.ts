import { t } from '@mostrador/shared/messages/es-MX';

/** A one-line field shows its counter from this share of its limit on; a box for notes always. */
const LINE_COUNTER_FROM = 0.8;

/**
 * "120 de 300 caracteres" for a length-limited field, so a person sees the limit before the
 * field stops taking keys. One-line fields (names, streets, e-mails) show it only near the limit,
 * where it matters; multi-line boxes (notes, reasons, references) always (issue 32).
 */
export function charCount(value: string, max: number | undefined, always = false): string | null {
  if (!max) return null;
  if (!always && value.length < Math.ceil(max * LINE_COUNTER_FROM)) return null;
  return t('form.charCount', { count: value.length, max });
}
