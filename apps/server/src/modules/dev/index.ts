// The demo helpers' public face: the SMS outbox a demo or a test reads instead of a phone.
import { modulePlugin } from '../../lib/module-plugin';
import { devRoutes, type SmsOutbox } from './routes';

/** Registers the demo SMS outbox (ARCHITECTURE.md, "Server modules"); production never registers it. */
export const devModule = modulePlugin<{ outbox: SmsOutbox }>('dev', async (api, options) => {
  await api.register(devRoutes, options);
});
