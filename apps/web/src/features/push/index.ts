// Web Push and the installable app (issue 21). Loaded lazily: nothing here is in the home bundle.
export { PushOffer } from './components/push-offer';
export { isPushSupported, pushTokenIfGranted } from './push-device';
export { registerServiceWorker } from './service-worker';
