import net from 'node:net';
import type { Page } from '@playwright/test';
import { api } from './index.ts';

/** A receipt printer on the network as the server sees it: something on a TCP port taking bytes. */
export interface FakePrinter {
  port: number;
  /** How many bytes it has taken so far. */
  received: () => number;
  close: () => Promise<void>;
}

export async function fakePrinter(): Promise<FakePrinter> {
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (chunk) => (received += chunk.length));
    // The printer closes its side once it has read everything (the server waits for that).
    socket.on('end', () => socket.end());
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    received: () => received,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: opened by this test, then closed, so the connection is refused. */
export async function closedPort(): Promise<number> {
  const printer = await fakePrinter();
  await printer.close();
  return printer.port;
}

export interface Printer {
  id: number;
  name: string;
}

/**
 * Lets printers use the fake printers' ephemeral ports: by default the server allows only the
 * printing ports 9100–9109 (apps/server/src/modules/printers/target.ts).
 */
export async function allowFakePrinterPorts(page: Page): Promise<void> {
  await api(page, 'PUT', '/v1/settings/update', { values: { printer_allowed_ports: '1024-65535' } });
}

export async function createPrinter(page: Page, name: string, port: number): Promise<Printer> {
  await allowFakePrinterPorts(page);
  const body = { name, kind: 'receipt', connection: 'network', host: '127.0.0.1', port, autoReceipt: false };
  return (await api<{ printer: Printer }>(page, 'POST', '/v1/printers/create', body)).printer;
}

/** Printers a test made (named ending in `prefix`) are deleted again: other files' orders must not print to them. */
export async function deletePrinters(page: Page, prefix: string): Promise<void> {
  const { printers } = await api<{ printers: Printer[] }>(page, 'GET', '/v1/printers');
  for (const p of printers.filter((x) => x.name.endsWith(prefix))) {
    await api(page, 'DELETE', `/v1/printers/destroy/${p.id}`);
  }
}
