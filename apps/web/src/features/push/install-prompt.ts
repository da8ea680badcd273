// Installing the app from the menu (issue 32, decision 054). No React and no imports: main.tsx
// starts the capture before anything renders, so this weighs a few hundred bytes on the first
// download; the menu reads it through useSyncExternalStore.

/** Chromium's event: kept, it lets the page show the install prompt when the person asks. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** 'prompt': the browser's own prompt is ready; 'ios': Safari's "Agregar a pantalla de inicio"; null: nothing to offer. */
export type InstallOffer = 'prompt' | 'ios' | null;

let kept: BeforeInstallPromptEvent | null = null;
let isPrompting = false;
let isInstalled = false;
let isCapturing = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * iPhone and iPad have no install event. `navigator.standalone` exists only in Apple's mobile
 * WebKit (true inside the installed app); iPadOS may present itself as a Mac with touch points.
 */
export function isIosBrowserTab(nav: Navigator = navigator): boolean {
  if ((nav as Navigator & { standalone?: boolean }).standalone !== false) return false;
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Keeps Chromium's install event for the menu (call once, before the first render). */
export function captureInstallPrompt(target: Window = window): void {
  if (isCapturing) return;
  isCapturing = true;
  // Chromium may have offered it before the app ran: a rendered page's starter kept it (decision 088).
  const early = (target as Window & { earlyInstallPrompt?: Event }).earlyInstallPrompt;
  if (early) {
    kept = early as BeforeInstallPromptEvent;
    changed();
  }
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as BeforeInstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    kept = null;
    isInstalled = true;
    changed();
  });
}

/** What the menu offers now (stable between changes, as useSyncExternalStore requires). */
export function installOffer(): InstallOffer {
  if (kept) return 'prompt';
  return !isInstalled && isIosBrowserTab() ? 'ios' : null;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install prompt; the offer goes once the person has chosen, either way
 * (Chromium sends a new event later if they said no). A second click while it is open does nothing.
 */
export async function installApp(): Promise<void> {
  const event = kept;
  if (!event || isPrompting) return;
  isPrompting = true;
  try {
    await event.prompt();
    await event.userChoice;
  } catch {
    // An event that cannot prompt (already used) has nothing more to offer: the item goes.
  } finally {
    isPrompting = false;
    if (kept === event) kept = null;
    changed();
  }
}
