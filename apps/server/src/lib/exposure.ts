import net from 'node:net';
import type { TrustProxy } from '../config.ts';

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The start-up warning for a server other machines can reach while it trusts no proxy (client
 * addresses, for sign-in limits and the audit log, are then the proxy's if there is one, and the
 * traffic is plain HTTP if there is none), or trusts proxies by hop count (a client that reaches
 * it directly, past the proxy, then chooses its own address). Null when there is nothing to say.
 * @example exposureWarning('0.0.0.0', false) // 'Cashier listens on 0.0.0.0 ...'
 */
export function exposureWarning(host: string, trustProxy: TrustProxy): string | null {
  if (isLoopback(host) || Array.isArray(trustProxy)) return null;
  if (typeof trustProxy === 'number') {
    return (
      `Cashier listens on ${host}, which other machines can reach, and TRUST_PROXY counts ${trustProxy} ` +
      'proxy hop(s). A client that reaches the server directly, not through the proxy, can then choose ' +
      'its own address in X-Forwarded-For. Name the proxies instead (TRUST_PROXY=10.0.0.2 or a CIDR), ' +
      'set HOST=127.0.0.1 when the proxy runs on this machine, or let a firewall admit only the proxy.'
    );
  }
  return (
    `Cashier listens on ${host}, which other machines can reach, and TRUST_PROXY is off. ` +
    'Behind a reverse proxy (the usual way to add HTTPS), set TRUST_PROXY to the number of proxies in ' +
    'front (TRUST_PROXY=1 for one) or their addresses, so sign-in limits and the audit log see the real ' +
    'client addresses. To listen only on this machine, set HOST=127.0.0.1. ' +
    'Served directly on a network, sign-ins and data travel unencrypted.'
  );
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function: Fastify 5 ignores a bare
 * number (it cannot tell the proxy from a client that reached the server directly), and `true`
 * would believe the left-most X-Forwarded-For entry, which the client writes. With n hops the
 * client is the address the n-th proxy from the server saw.
 * @example proxyTrust(1) // (address, hop) => hop < 1: the socket's peer is the proxy
 */
export function proxyTrust(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
