import dns from 'node:dns';
import net from 'node:net';
import { parseHostList, parsePortList, PRINTER_PORTS } from '@cashier/contracts';
import type { Db } from '../../db/kysely.ts';
import { settingValues } from '../settings/read.ts';

/**
 * Where a network printer may send: the rule that keeps `settings.manage` from turning a printer
 * into a way into the server's network (cloud metadata, a database port, a service on loopback).
 *
 * - Ports: 9100–9109 (raw ESC/POS), plus those the `printer_allowed_ports` setting lists. We speak
 *   no LPD (515) or IPP (631), so those are refused like any other.
 * - Names: a host written as a number (`2130706433`, `0x7f000001`, `0177.0.0.1`, `127.1`) is
 *   refused: resolvers read these as addresses, and they exist only to slip past checks. Cloud
 *   metadata names (`metadata.google.internal`) are refused.
 * - Addresses, checked on every address a name resolves to at connect time (so DNS rebinding meets
 *   the same rule): link-local (169.254.0.0/16, fe80::/10), the metadata services, "this network"
 *   (0.0.0.0/8, ::), multicast and reserved ranges, and NAT64 prefixes that embed any IPv4 address
 *   are refused unless the `printer_allowed_hosts` setting lists them. Loopback and private
 *   addresses stay allowed: a print bridge on the same machine, or a printer on the LAN, is real.
 *
 * Built on node:net's BlockList, which also matches IPv4-mapped IPv6 (::ffff:169.254.169.254)
 * against IPv4 ranges, so no dependency is needed.
 */

/** Why a target is refused: the key of the message a client reads. */
export type Refusal = 'port' | 'numericHost' | 'metadataHost' | 'address';

export interface TargetPolicy {
  ports: readonly [number, number][];
  /** Addresses and ranges the owner allows although refused by default. */
  allowed: net.BlockList;
  /** The same entries that are single addresses: only these open a metadata address. */
  allowedExactly: net.BlockList;
}

/** Cloud instance metadata and host services: a printer never lives at one of these. */
const METADATA_ADDRESSES = [
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, Oracle, DigitalOcean
  '169.254.170.2', // AWS ECS task metadata
  '100.100.100.200', // Alibaba Cloud
  '168.63.129.16', // Azure host (WireServer)
  'fd00:ec2::254', // AWS over IPv6
];
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
]);

const family = (address: string) => (net.isIPv6(address) ? 'ipv6' : 'ipv4');

const REFUSED = (() => {
  const list = new net.BlockList();
  list.addSubnet('0.0.0.0', 8, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast, reserved and broadcast
  list.addAddress('::', 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addSubnet('ff00::', 8, 'ipv6');
  list.addSubnet('64:ff9b::', 96, 'ipv6');
  list.addSubnet('64:ff9b:1::', 48, 'ipv6');
  for (const a of METADATA_ADDRESSES) list.addAddress(a, family(a));
  return list;
})();

const METADATA = (() => {
  const list = new net.BlockList();
  for (const a of METADATA_ADDRESSES) list.addAddress(a, family(a));
  return list;
})();

/**
 * The policy from the two settings' values. An entry the contract's check let through but
 * node:net cannot read (an odd IPv6 form) allows nothing: refusing is the safe side.
 */
export function targetPolicy(settings: { ports?: string; hosts?: string }): TargetPolicy {
  const allowed = new net.BlockList();
  const allowedExactly = new net.BlockList();
  for (const { address, prefix } of parseHostList(settings.hosts ?? '') ?? []) {
    if (!net.isIP(address)) continue;
    try {
      if (prefix === null) {
        allowed.addAddress(address, family(address));
        allowedExactly.addAddress(address, family(address));
      } else allowed.addSubnet(address, prefix, family(address));
    } catch {
      // Not an address node:net reads: left out.
    }
  }
  return { ports: parsePortList(settings.ports ?? '') ?? [], allowed, allowedExactly };
}

/** The policy as the settings stand now: read for every save and every send, so a change applies at once. */
export async function loadTargetPolicy(db: Db): Promise<TargetPolicy> {
  const s = await settingValues(db, ['printer_allowed_ports', 'printer_allowed_hosts']);
  return targetPolicy({ ports: s.get('printer_allowed_ports'), hosts: s.get('printer_allowed_hosts') });
}

export function portAllowed(port: number, policy: TargetPolicy): boolean {
  if (port >= PRINTER_PORTS.from && port <= PRINTER_PORTS.to) return true;
  return policy.ports.some(([from, to]) => port >= from && port <= to);
}

/** Whether an IP address may be connected to (a resolved one, or one written as the host). */
export function addressAllowed(address: string, policy: TargetPolicy): boolean {
  const type = family(address);
  if (METADATA.check(address, type)) return policy.allowedExactly.check(address, type);
  return !REFUSED.check(address, type) || policy.allowed.check(address, type);
}

/** A label a resolver reads as a number: decimal, octal (leading 0) or hex (0x). */
const NUMERIC_LABEL = /^(0x[0-9a-f]*|\d+)$/i;

/**
 * Why a host as written is refused, before any lookup: a number that is not plain dotted
 * decimal (inet_aton reads `127.1`, `0177.0.0.1`, `2130706433` as addresses, and so does a name
 * whose last label is a number), or a metadata service's name.
 */
export function hostRefusal(host: string): Refusal | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (net.isIP(name)) return name === host.toLowerCase() ? null : 'numericHost';
  const labels = name.split('.');
  if (NUMERIC_LABEL.test(labels.at(-1) ?? '')) return 'numericHost';
  if (METADATA_NAMES.has(name) || name.endsWith('.metadata.google.internal')) return 'metadataHost';
  return null;
}

/** Why a printer's host and port are refused, from what is written (a name's addresses are checked at connect time). */
export function targetRefusal(host: string, port: number, policy: TargetPolicy): Refusal | null {
  if (!portAllowed(port, policy)) return 'port';
  const refusal = hostRefusal(host);
  if (refusal) return refusal;
  if (net.isIP(host) && !addressAllowed(host, policy)) return 'address';
  return null;
}

/** A refused target met while sending: no byte left, and a retry meets it again until the owner changes it. */
export class TargetRefused extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly target: string,
  ) {
    super(`printer target refused (${refusal}): ${target}`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;
/** How names are resolved: dns.lookup (the system's resolver, as net.connect uses). */
export type Resolve = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/**
 * A lookup for net.connect that checks every address a name resolves to before the socket
 * connects, so the address checked is the address used: a name that answered with a LAN address
 * when the printer was saved and with 169.254.169.254 now is refused now.
 */
export function guardedLookup(policy: TargetPolicy, resolve: Resolve = dns.lookup) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, options, (error, address, fam) => {
      if (error) return callback(error, address, fam);
      const list = typeof address === 'string' ? [address] : address.map((a) => a.address);
      const refused = list.find((a) => !addressAllowed(a, policy));
      if (refused !== undefined) {
        const e = new TargetRefused('address', `${hostname} (${refused})`) as Error & NodeJS.ErrnoException;
        return callback(e, address, fam);
      }
      callback(null, address, fam);
    });
  };
}
