/**
 * The bulletin board's largest paint is its first bulletin's featured image (Lighthouse, mobile
 * preset: the image's request waited for the screen's code, 0.75 s of the page's 2.1 s LCP;
 * issue 25 item 2). On that page the image is asked for as soon as the early answer with the
 * bulletins has arrived, before the screen's code has run: a `<link rel="preload" as="image">`
 * with high priority, which the first card's `<img>` (same address, `BulletinCard`) then takes
 * from the browser's preload cache. Other pages are left alone: on the front page the largest
 * paint is text, and an early image would only compete with it for the network.
 */
import { routePatterns } from '@asukas/contract'
import type { BulletinPage } from '@asukas/contract'

/**
 * Preloads the first bulletin's featured image when `pattern` (the page's route pattern, from the
 * server's `asukas-reads`) is the bulletin board and `body` is the answer of its bulletins read
 * `path` (a JSON {@link BulletinPage}). Anything else, or an answer that cannot be read, is
 * ignored. Never throws.
 */
export function preloadLeadImage(pattern: string, path: string, body: string): void {
  if (pattern !== routePatterns.bulletinBoard || !/\/bulletins\?/.test(path)) return
  let url: unknown
  try {
    url = (JSON.parse(body) as Partial<BulletinPage>).bulletins?.[0]?.featuredImage?.url
  } catch {
    return
  }
  if (typeof url !== 'string' || url === '') return
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = url
  link.fetchPriority = 'high'
  document.head.append(link)
}
