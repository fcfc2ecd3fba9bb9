/**
 * Where a network printer may point. By default only the raw printing ports 9100–9109; the
 * `printer_allowed_ports` and `printer_allowed_hosts` settings let an owner who knows their
 * network allow more. The server checks a printer's address when it is saved and again, on the
 * address its name resolves to, each time it connects (apps/server/src/modules/printers/target.ts).
 */

/** The ports ESC/POS printers listen on for raw jobs (JetDirect): 9100, and 9101–9109 for more heads. */
export const PRINTER_PORTS = { from: 9100, to: 9109 } as const;

const split = (value: string) => value.split(/[\s,]+/).filter(Boolean);

/**
 * `9110-9119, 8000` as ranges, or null when an entry is not a port or a range of ports.
 *
 * @example parsePortList('9110-9119, 8000') // [[9110, 9119], [8000, 8000]]
 */
export function parsePortList(value: string): [number, number][] | null {
  const ranges: [number, number][] = [];
  for (const entry of split(value)) {
    const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(entry);
    if (!m) return null;
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (from < 1 || to > 65_535 || from > to) return null;
    ranges.push([from, to]);
  }
  return ranges;
}

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}$`);
const IPV6 = /^(?=.*:)[0-9a-f:]{2,39}$/i;

/**
 * `169.254.10.20, 169.254.0.0/16, fd12::/16` as address and prefix pairs, or null when an entry
 * is not an IP address or range (IPv4 in dotted decimal; names are checked by the address they
 * resolve to, so they have no place here). IPv6 is checked for its characters only; the server
 * parses it fully.
 */
export function parseHostList(value: string): { address: string; prefix: number | null }[] | null {
  const hosts: { address: string; prefix: number | null }[] = [];
  for (const entry of split(value)) {
    const [address = '', prefix, extra] = entry.split('/');
    if (extra !== undefined) return null;
    const v4 = IPV4.test(address);
    if (!v4 && !IPV6.test(address)) return null;
    if (prefix !== undefined && !/^\d{1,3}$/.test(prefix)) return null;
    const bits = prefix === undefined ? null : Number(prefix);
    if (bits !== null && bits > (v4 ? 32 : 128)) return null;
    hosts.push({ address: address.toLowerCase(), prefix: bits });
  }
  return hosts;
}
