// Baseline for the live bench: a bare socket.io server (no auth, no rooms by token) that emits
// a payload of the same size to every socket when /emit is called, stamping the emit time.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const port = Number(process.env.PORT ?? 3305);
const payload = JSON.parse(process.env.BARE_PAYLOAD ?? '{}') as Record<string, unknown>;
const server = createServer((req, res) => {
  if (req.url === '/emit') {
    const now = new Date().toISOString();
    io.emit('NEW_ORDER', { orderDetails: { ...payload, CREATED_AT: now }, SENT_AT: now });
    res.end('ok');
    return;
  }
  res.end('ready');
});
const io = new Server(server, { serveClient: false });
server.listen(port, '127.0.0.1');
