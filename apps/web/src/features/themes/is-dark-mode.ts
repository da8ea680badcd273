/** MODE arrives as JSON text (docs/product.md#themes); only `dark` matters for the list. */
export function isDarkMode(modeJson: string): boolean {
  try {
    const mode: unknown = JSON.parse(modeJson);
    return typeof mode === 'object' && mode !== null && (mode as { dark?: unknown }).dark === true;
  } catch {
    return false;
  }
}
