import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const DEMO_SUBJECT = 'mailto:soporte@demo.mostrador.mx';

/**
 * The VAPID keys pushes are signed with. Production has them in its settings (config.ts refuses
 * to start without them). Demo generates a pair once into DATA_DIR, so devices subscribed
 * yesterday still receive today (a subscription is bound to the public key). Test mode (memory
 * database) keeps a pair for the process only.
 */
export async function loadVapidKeys(config: Pick<AppConfig, 'vapid' | 'mode' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  if (config.mode === 'test') return { ...webpush.generateVAPIDKeys(), subject: DEMO_SUBJECT };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
    if (saved.publicKey && saved.privateKey) return { ...saved, subject: saved.subject || DEMO_SUBJECT };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = { ...webpush.generateVAPIDKeys(), subject: DEMO_SUBJECT };
  await mkdir(config.dataDir, { recursive: true });
  // 'wx': two processes starting at once on one DATA_DIR keep the first pair written.
  await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
}
