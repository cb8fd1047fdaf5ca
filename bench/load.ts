/**
 * Load generators shared by the benchmark parts (`run.ts`, `scale.ts`).
 */
import http from 'node:http'

/** Figures of one measured route: throughput, latency percentiles (ms) and failed requests. */
export interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

/**
 * Latency at a fixed rate: an open-loop load that sends request i at `start + i / rate` over up
 * to 20 keep-alive connections, and times each answer from that scheduled instant (so a stall of
 * the server or of this loader counts in full: no coordinated omission).
 *
 * autocannon's `overallRate` is not used here: it lets each connection send its share of the
 * second back to back and then wait for the next second, so every second begins with a
 * full-speed burst of all 20 connections, and its coordinated-omission correction assumes one
 * request per millisecond per connection (`ceil(1 / rate)`), adding dozens of synthetic samples
 * for every slow answer. Both inflate p50 and p99 far beyond what a steady 500 req/s sees.
 *
 * @param url the address, or a function of the request's index (e.g. to rotate users).
 * @param headers request headers, or a function of the request's index.
 * @param rate requests per second.
 * @param seconds how long to send.
 * @returns the achieved rate, p50 and p99 in ms (to 0.1 ms), and the count of non-2xx answers or
 *   failed requests.
 */
export async function paced(
  url: string | ((i: number) => string),
  headers: Record<string, string> | ((i: number) => Record<string, string>),
  rate: number,
  seconds: number,
): Promise<Figures> {
  const [figures] = await pacedGroups(url, headers, rate, seconds, 1)
  return figures as Figures
}

/**
 * {@link paced} with the requests split into `groups` interleaved groups (request i belongs to
 * group i % groups): e.g. two servers measured in one stream, so that both see the same load of
 * the machine at the same moments.
 *
 * @returns the figures of each group; `rps` is each group's share of the achieved rate.
 */
export async function pacedGroups(
  url: string | ((i: number) => string),
  headers: Record<string, string> | ((i: number) => Record<string, string>),
  rate: number,
  seconds: number,
  groups: number,
): Promise<Figures[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 })
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const latencies: number[][] = Array.from({ length: groups }, () => [])
  const errors: number[] = Array.from({ length: groups }, () => 0)
  const start = performance.now()
  await new Promise<void>((resolve) => {
    let sent = 0
    let done = 0
    const tick = () => {
      while (sent < total && start + sent * interval <= performance.now()) {
        const scheduled = start + sent * interval
        const index = sent++
        let settled = false
        const finish = (ok: boolean) => {
          if (settled) return
          settled = true
          if (ok) latencies[index % groups]?.push(performance.now() - scheduled)
          else errors[index % groups] = (errors[index % groups] ?? 0) + 1
          if (++done === total) resolve()
        }
        const target = typeof url === 'function' ? url(index) : url
        const request = http.get(
          target,
          { agent, headers: typeof headers === 'function' ? headers(index) : headers },
          (res) => {
            res.resume()
            res.on('end', () => finish((res.statusCode ?? 0) < 300))
            res.on('error', () => finish(false))
          },
        )
        request.setTimeout(10_000, () => request.destroy(new Error('timeout')))
        request.on('error', () => finish(false))
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
    }
    tick()
  })
  const elapsed = (performance.now() - start) / 1000
  agent.destroy()
  return latencies.map((list, g) => {
    list.sort((a, b) => a - b)
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(list.length * q))] ?? NaN
    return { rps: total / elapsed / groups, p50: at(0.5), p99: at(0.99), errors: errors[g] ?? 0 }
  })
}
