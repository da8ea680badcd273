/** The promotion's own label ("3x2", "10% de descuento"), or null without a readable promotion. */
export function promotionLabel(json: string | null): string | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as { label?: unknown };
    return typeof parsed.label === 'string' && parsed.label.trim() !== '' ? parsed.label : null;
  } catch {
    return null;
  }
}
