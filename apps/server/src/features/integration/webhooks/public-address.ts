/**
 * Webhook endpoints on the public internet only (server-side request forgery, OWASP ASVS 5.0
 * V15.3; `WEBHOOK_ALLOW_PRIVATE_NETWORK`, docs/integration.md "Webhooks"). An administrator's
 * endpoint address must not let Asukas's server reach its own host or the provider's internal
 * network: off by the setting (the default in production), an endpoint must be `https`, its host
 * must not be `localhost` or a literal non-public address when it is added, and every connection
 * a delivery opens resolves the name and refuses a non-public address, so a name that later
 * points inside the network (DNS rebinding) is refused too. Address ranges come from `ipaddr.js`
 * (the IANA special-purpose registries, RFC 6890): only its `unicast` range is public.
 */
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import ipaddr from 'ipaddr.js'
import { Agent } from 'undici'

/** The error a delivery's connection fails with when its name resolves to a non-public address. */
export const NON_PUBLIC_ADDRESS = 'WEBHOOK_ADDRESS_NOT_PUBLIC'

/**
 * True when `ip` (IPv4 or IPv6 text) is a public unicast address; false for loopback, private
 * (RFC 1918), carrier-grade NAT, link-local, unique-local, multicast, reserved, documentation and
 * unspecified addresses, for an IPv4-mapped IPv6 address of any of those, and for text that is no
 * address.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false
  let address = ipaddr.parse(ip)
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address()
  }
  return address.range() === 'unicast'
}

/**
 * Whether `url` may be a webhook endpoint when the private network is not allowed: `https`, and a
 * host that is a name other than `localhost` or a public address. (A name is checked again on
 * every connection: {@link publicOnlyDispatcher}.)
 */
export function isPublicEndpoint(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:') return false
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return false
  return ipaddr.isValid(host) ? isPublicAddress(host) : true
}

/** `dns.lookup` that answers only public addresses, and fails with {@link NON_PUBLIC_ADDRESS}. */
function publicLookup(
  hostname: string,
  options: LookupOptions,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((entry) => !isPublicAddress(entry.address))
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(
        `${NON_PUBLIC_ADDRESS}: ${hostname} resolves to ${refused?.address ?? 'nothing'}`,
      )
      failure.code = NON_PUBLIC_ADDRESS
      return callback(failure, [])
    }
    if (options.all) return callback(null, addresses)
    const first = addresses[0] as LookupAddress
    return callback(null, first.address, first.family)
  })
}

/**
 * The HTTP dispatcher of webhook deliveries when the private network is not allowed: every
 * connection resolves its host through {@link publicLookup} (a literal address is checked too).
 */
export function publicOnlyDispatcher(): Agent {
  return new Agent({
    connect: {
      lookup: publicLookup as never,
    },
  })
}
