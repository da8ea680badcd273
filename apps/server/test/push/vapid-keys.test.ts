import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys } from '../../src/modules/push/vapid-keys';

describe('VAPID keys', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('are generated once into DATA_DIR in demo mode, readable by the owner only, and the same at every start', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-vapid-'));
    const config = { vapid: null, mode: 'demo' as const, dataDir };
    // Two processes starting at once on one data directory end up with one pair.
    const [a, b] = await Promise.all([loadVapidKeys(config), loadVapidKeys(config)]);
    expect(a).toEqual(b);
    expect(await loadVapidKeys(config)).toEqual(a);
    expect(((await stat(path.join(dataDir, 'vapid-keys.json'))).mode & 0o777).toString(8)).toBe('600');
    // A usable pair: web-push signs with it.
    expect(() => webpush.getVapidHeaders('https://push.example', a.subject, a.publicKey, a.privateKey, 'aes128gcm')).not.toThrow();
  });

  it('come from the settings when given, writing nothing', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-vapid-'));
    const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@ejemplo.mx' };
    expect(await loadVapidKeys({ vapid, mode: 'production', dataDir })).toEqual(vapid);
    await expect(stat(path.join(dataDir, 'vapid-keys.json'))).rejects.toThrow();
  });
});
