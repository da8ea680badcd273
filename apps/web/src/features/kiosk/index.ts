// Public surface of the kiosk feature (advertising_view: in-store ads and price checker). The
// storefront's router imports advertising-view-page.tsx directly (a lazy route); kiosk-main.tsx starts
// KioskApp on its own page (kiosk.html, decision 037).
export { KioskApp, kioskAddress } from './kiosk-app';
export { createScanReader, SCAN_MAX_BURST_MS, SCAN_RESET_GAP_MS } from './scan-reader';
export { kioskPlaylist, rotateSecondsFor, themeRotation } from './ad-playlist';
