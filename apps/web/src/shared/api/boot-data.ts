/** The start-up answers the server writes into the page (issue 18, apps/server plugins/web-shell.ts). */
export type BootDataKey = 'companyInfo' | 'banners' | 'theme' | 'backgrounds' | 'product' | 'branches';

let data: Partial<Record<BootDataKey, unknown>> | null | undefined;

/**
 * The answer the server wrote into the page for `key`, once: start-up reads it instead of a
 * round trip before the first paint; any later read (a retry, a refetch) goes to the network.
 * The server made it with the same contract schema the client would parse it with, so it is
 * used as it is (no wait for the schemas' chunk). A page without it (the service worker's
 * cached shell, a test) yields undefined.
 */
export function takeBootData<T>(key: BootDataKey): T | undefined {
  if (data === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById('boot-data')?.textContent;
    try {
      data = text ? (JSON.parse(text) as Partial<Record<BootDataKey, unknown>>) : null;
    } catch {
      data = null;
    }
  }
  if (!data) return undefined;
  const value = data[key];
  delete data[key];
  return (value ?? undefined) as T | undefined;
}

/**
 * The same for an answer that depends on a name (the company's theme, its picture folder, the
 * product of a product page): used only when the app asks for that very name.
 */
export function takeNamedBootData<T>(key: 'theme' | 'backgrounds' | 'product', name: string): T | undefined {
  const entry = takeBootData<{ name: string; answer: T }>(key);
  return entry?.name === name ? entry.answer : undefined;
}
