/**
 * The floor for the kitchen benchmark: a bare Node HTTP server whose POST answers and pushes one
 * Server-Sent Event to every page, and a page that adds one tile per event. What the same screens
 * measure there is HTTP, SSE, a DOM change and a paint, with nothing of Cashier in between.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html><html><body><main id="m"></main><script>
const s = new EventSource('/events');
s.onmessage = (e) => {
  const { id } = JSON.parse(e.data);
  const d = document.createElement('div');
  d.setAttribute('data-ticket-id', id); d.setAttribute('data-order-id', id); d.setAttribute('data-version', '1');
  d.textContent = 'Order ' + id;
  document.getElementById('m').prepend(d);
};
s.onopen = () => document.body.setAttribute('data-kitchen-ready', '');
</script></body></html>`;

export async function floorServer(): Promise<{ port: number; close(): void }> {
  const clients = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.url === '/events') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('retry: 2000\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        for (const c of clients) c.write(`data: ${body}\n\n`);
        res.setHeader('content-type', 'application/json');
        res.end(body);
      });
      return;
    }
    res.setHeader('content-type', 'text/html');
    res.end(PAGE);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      for (const c of clients) c.end();
      server.close();
    },
  };
}
