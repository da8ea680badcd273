/** MODE arrives as JSON text (spec §3); only `dark` matters for the list. */
export function isDarkMode(modeJson: string): boolean {
  try {
    const mode: unknown = JSON.parse(modeJson);
    return typeof mode === 'object' && mode !== null && (mode as { dark?: unknown }).dark === true;
  } catch {
    return false;
  }
}
