// The local push service (apps/server/test/helpers/local-push-service.ts: VAPID check, aes128gcm
// decryption) in a process of its own, so its work is not the benchmark client's: the parent asks
// for subscriptions over IPC and hears of every push received, stamped on the machine's clock.
import { startLocalPushService } from '../apps/server/test/helpers/local-push-service';

export type ToService = { type: 'subscribe'; key: string; n: number } | { type: 'cpu'; n: number };
export type FromService =
  | { type: 'ready' }
  | { type: 'subscribed'; n: number; json: unknown }
  | { type: 'cpu'; n: number; seconds: number }
  | { type: 'received'; at: number; payload: Record<string, unknown> };

const service = await startLocalPushService();
const send = (message: FromService) => process.send?.(message);

process.on('message', (message: ToService) => {
  if (message.type === 'subscribe') send({ type: 'subscribed', n: message.n, json: service.subscribe(message.key).json });
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', n: message.n, seconds: (user + system) / 1e6 });
  }
});
process.on('disconnect', () => void service.close().then(() => process.exit(0)));
send({ type: 'ready' });

for (let seen = 0; ; seen++) {
  await service.waitFor(seen + 1);
  const push = service.received[seen]!;
  send({ type: 'received', at: performance.timeOrigin + push.at, payload: push.payload });
}
