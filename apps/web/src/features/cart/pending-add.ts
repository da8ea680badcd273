/**
 * "Agregar al carrito" pressed while signed out: the product waits here (this tab only) and
 * goes into the cart when the person is back on that page signed in (useAddRememberedProduct).
 */
export const PENDING_ADD_KEY = 'mostrador-pending-add';

/** A product remembered longer ago than this is forgotten (the person moved on). */
export const PENDING_ADD_MAX_AGE_MS = 60 * 60 * 1000;

export interface PendingAdd {
  sku: string;
  name: string;
  at: number;
}

export function rememberPendingAdd(sku: string, name: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(PENDING_ADD_KEY, JSON.stringify({ sku, name, at: now } satisfies PendingAdd));
  } catch {
    // Storage blocked: after sign-in the person adds it again.
  }
}

function readPendingAdd(): Partial<PendingAdd> | null {
  try {
    const raw = sessionStorage.getItem(PENDING_ADD_KEY);
    return raw ? (JSON.parse(raw) as Partial<PendingAdd>) : null;
  } catch {
    return null;
  }
}

/**
 * The remembered product if it is `sku`, once: taking it forgets it. Null when there is none,
 * or it is another product (kept for its own page while fresh), or it is too old (forgotten).
 */
export function takePendingAdd(sku: string | null, now = Date.now()): PendingAdd | null {
  const value = readPendingAdd();
  if (!value) return null;
  const isFresh = typeof value.at === 'number' && now - value.at <= PENDING_ADD_MAX_AGE_MS;
  // A list page (home, search) takes whichever product was remembered on it: sku null.
  if (sku === null && typeof value.sku === 'string') sku = value.sku;
  if (isFresh && value.sku !== sku) return null;
  try {
    sessionStorage.removeItem(PENDING_ADD_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
  return isFresh && value.sku === sku && typeof value.name === 'string' ? { sku, name: value.name, at: value.at as number } : null;
}
