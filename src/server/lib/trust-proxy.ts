import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which proxies in front of the app are believed, as Express's `trust proxy` setting has it:
 * false (none), a number of hops (true counts as one), or the proxies' own addresses / CIDR ranges.
 */
export type TrustProxySetting = boolean | number | readonly string[];

/** Express's names for the usual private ranges, accepted in TRUST_PROXY lists too. */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Reads the TRUST_PROXY variable: unset/false/0 → none; true → one hop; a whole number → that many hops;
 * anything else → a comma-separated list of proxy addresses, CIDR ranges or the names above.
 * Throws with a message naming the entry it cannot read.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxySetting {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!namedRanges[entry] && !isAddressOrRange(entry)) {
      throw new Error(
        `"${entry}" is not a number of hops, an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIPv4(address) ? 4 : isIPv6(address) ? 6 : 0;
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** True when any proxy is believed at all (for the admin settings page). */
export function trustsAnyProxy(setting: TrustProxySetting): boolean {
  if (typeof setting === 'boolean') return setting;
  if (typeof setting === 'number') return setting > 0;
  return setting.length > 0;
}

/** "::ffff:10.0.0.1" is how a dual-stack socket reports an IPv4 peer. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

type TrustCheck = (address: string, hop: number) => boolean;

const compiled = new WeakMap<readonly string[], TrustCheck>();

function trustCheckOf(setting: TrustProxySetting): TrustCheck {
  if (setting === false || setting === 0) return () => false;
  if (setting === true) return (_address, hop) => hop < 1;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  let check = compiled.get(setting);
  if (!check) {
    const list = new BlockList();
    for (const entry of setting.flatMap((item) => namedRanges[item] ?? [item])) {
      const [address, prefix] = entry.split('/');
      const type = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(prefix), type);
    }
    check = (address) => {
      const plain = plainAddress(address);
      if (isIPv4(plain)) return list.check(plain, 'ipv4');
      if (isIPv6(plain)) return list.check(plain, 'ipv6');
      return false;
    };
    compiled.set(setting, check);
  }
  return check;
}

/**
 * The client's address, read from the right as proxies append it: the socket's peer first, then the
 * X-Forwarded-For entries from the last to the first; the first address not trusted is the client.
 * Entries a client wrote itself sit on the left, behind every trusted hop, and are never reached.
 */
export function clientAddressFrom(
  socketAddress: string,
  forwardedFor: string | undefined,
  setting: TrustProxySetting,
): string {
  const trusted = trustCheckOf(setting);
  if (!forwardedFor || !trusted(socketAddress, 0)) return socketAddress;
  const chain = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  let client = socketAddress;
  for (let index = 0; index < chain.length; index++) {
    client = chain[index];
    if (!trusted(client, index + 1)) return client;
  }
  // Every hop trusted: the left-most entry is as far as the chain goes (Express does the same).
  return client;
}

/** X-Forwarded-Proto and -Host are believed only from a trusted peer (the proxy right in front). */
export function isTrustedPeer(socketAddress: string, setting: TrustProxySetting): boolean {
  return trustCheckOf(setting)(socketAddress, 0);
}
