// Where a webhook may point (issue 16): the checks that need no network, shared by the API (on
// registration and again before every send, with the addresses the host name resolves to) and the form.

/** The longest URL a webhook keeps (webhook.surl). */
export const WEBHOOK_URL_MAX = 500;

/** Host names that mean this machine: the only ones plain http may reach, and only where allowed. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export const isLoopbackName = (host: string): boolean => LOOPBACK_NAMES.has(host.toLowerCase());

/** An IPv4 address in dotted form as a 32-bit number; undefined when it is not one. */
function ipv4Number(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

const v4 = (cidr: string): [number, number] => {
  const [base = '', bits = '32'] = cidr.split('/');
  return [ipv4Number(base) ?? 0, Number(bits)];
};

/**
 * IPv4 ranges no webhook may reach: this network, private networks (RFC 1918), shared address space
 * (carrier NAT), loopback, link-local (the cloud metadata service at 169.254.169.254), the IETF and
 * benchmarking blocks, multicast and reserved.
 */
const FORBIDDEN_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map(v4);

function forbiddenV4(value: number): boolean {
  return FORBIDDEN_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(base / size);
  });
}

/** An IPv6 address as its eight 16-bit groups; undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (!text.includes(':') || text.includes('%')) return undefined;
  // A trailing dotted IPv4 (::ffff:10.0.0.1) is two groups.
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const value = ipv4Number(dotted[2] ?? '');
    if (value === undefined) return undefined;
    text = `${dotted[1]}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const tail = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return groups.map((g) => Number.parseInt(g, 16));
}

/**
 * IPv6 is judged by what it may reach, not by a list of what it may not: only global unicast
 * (2000::/3) is allowed, and of it neither the IETF protocol block (2001::/23: Teredo, benchmarking,
 * ORCHID), documentation (2001:db8::/32, 3fff::/20) nor a 6to4 address (2002::/16) whose IPv4 inside is
 * forbidden. Outside 2000::/3 only the two forms that carry a public IPv4 pass, judged by that IPv4:
 * IPv4-mapped (::ffff:a.b.c.d) and well-known NAT64 (64:ff9b::a.b.c.d). So the IPv4-translated
 * (::ffff:0:a.b.c.d), IPv4-compatible, local-use NAT64 (64:ff9b:1::/48), unique-local, link-local and
 * multicast forms are all refused.
 */
function forbiddenV6(groups: number[]): boolean {
  const [a = 0, b = 0, c = 0, , , f = 0, g = 0, h = 0] = groups;
  const zeroUntil = (n: number) => groups.slice(0, n).every((x) => x === 0);
  const embedded = g * 65536 + h;
  if (zeroUntil(5) && f === 0xffff) return forbiddenV4(embedded);
  if (a === 0x64 && b === 0xff9b && groups.slice(2, 6).every((x) => x === 0)) return forbiddenV4(embedded);
  if ((a & 0xe000) !== 0x2000) return true; // outside global unicast 2000::/3
  if (a === 0x2001 && b < 0x200) return true; // 2001::/23 IETF protocol assignments (Teredo among them)
  if (a === 0x2001 && b === 0x0db8) return true; // documentation
  if (a === 0x3fff && b < 0x1000) return true; // 3fff::/20 documentation
  if (a === 0x2002) return forbiddenV4(b * 65536 + c); // 6to4: the IPv4 it tunnels to
  return false;
}

/** Whether `ip` is a literal IPv4 or IPv6 address (brackets allowed). */
export const isIpLiteral = (ip: string): boolean =>
  ipv4Number(ip) !== undefined || ipv6Groups(ip) !== undefined;

/** Whether `ip` is a loopback address (127/8, ::1, ::ffff:127.x). */
export function isLoopbackAddress(ip: string): boolean {
  const value = ipv4Number(ip);
  if (value !== undefined) return Math.floor(value / 2 ** 24) === 127;
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  if (groups.slice(0, 7).every((x) => x === 0) && groups[7] === 1) return true;
  return groups.slice(0, 5).every((x) => x === 0) && groups[5] === 0xffff && (groups[6] ?? 0) >> 8 === 127;
}

/**
 * Whether a webhook may not reach `ip`: private, loopback, link-local, metadata, reserved. Anything
 * that is not an address literal is refused too (the caller resolves names first).
 */
export function isForbiddenAddress(ip: string): boolean {
  const value = ipv4Number(ip);
  if (value !== undefined) return forbiddenV4(value);
  const groups = ipv6Groups(ip);
  return groups ? forbiddenV6(groups) : true;
}

export type WebhookUrlProblem = 'invalid' | 'https' | 'credentials' | 'private' | 'tooLong';

/**
 * What is wrong with a webhook URL before any name is resolved, or null: only https, or plain http to
 * localhost / 127.0.0.1 / [::1] when `allowHttpLocalhost` (development and tests); no user or password
 * in it; no address literal in a forbidden range; https to a loopback name is refused as private.
 */
export function webhookUrlProblem(
  raw: string,
  options: { allowHttpLocalhost: boolean },
): WebhookUrlProblem | null {
  if (raw.length > WEBHOOK_URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'https';
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.toLowerCase();
  if (!host) return 'invalid';
  if (url.protocol === 'http:') {
    return options.allowHttpLocalhost && isLoopbackName(host) ? null : 'https';
  }
  if (isLoopbackName(host) || (isIpLiteral(host) && isForbiddenAddress(host))) return 'private';
  return null;
}
