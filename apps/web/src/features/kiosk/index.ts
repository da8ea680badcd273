// Public surface of the kiosk feature (advertising_view: in-store ads and price checker). The
// screen is a route imported directly by app/router.tsx; the rest stays inside.
export { createScanReader, SCAN_MAX_GAP_MS } from './scan-reader';
export { kioskPlaylist, rotateSecondsFor } from './ad-playlist';
