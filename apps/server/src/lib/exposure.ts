import net from 'node:net';

/** Whether `host` only accepts connections from this machine. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  const v4 = h.startsWith('::ffff:') ? h.slice(7) : h;
  return net.isIPv4(v4) && v4.startsWith('127.');
}

/**
 * The start-up warning for a server other machines can reach while it trusts no proxy: client
 * addresses (sign-in limits, the audit log) are then the proxy's if there is one, and the traffic
 * is plain HTTP if there is none. Null when there is nothing to say.
 * @example exposureWarning('0.0.0.0', false) // 'Cashier listens on 0.0.0.0 ...'
 */
export function exposureWarning(host: string, trustProxy: boolean): string | null {
  if (trustProxy || isLoopback(host)) return null;
  return (
    `Cashier listens on ${host}, which other machines can reach, and TRUST_PROXY is off. ` +
    'Behind a reverse proxy (the usual way to add HTTPS), set TRUST_PROXY=true so sign-in limits and ' +
    'the audit log see the real client addresses. To listen only on this machine, set HOST=127.0.0.1. ' +
    'Served directly on a network, sign-ins and data travel unencrypted.'
  );
}
