import { chromium } from 'playwright'
import AxeBuilder from '@axe-core/playwright'
const base = 'http://localhost:4731'
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
await context.addInitScript(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
})
const page = await context.newPage()
const errors = []
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text())
})
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message))
const log = (...a) => console.log(...a)

await page.goto(base + '/')
await page.waitForURL(/\/login/)
log('1 url', page.url())
log('  state msg', await page.locator('[data-qa^="login-state"]').textContent())
await page.screenshot({ path: '/tmp/smoke/login.png', fullPage: true })
let axe = await new AxeBuilder({ page }).analyze()
log(
  '  axe login',
  axe.violations.map((v) => `${v.id}(${v.impact}) ${v.nodes.length}`),
)

await page.locator('[data-qa="consent-accept"]').click()
await page.locator('[data-qa="login-username"]').fill('aino.virtanen@example.com')
await page.locator('[data-qa="login-password"]').fill('Asukas-demo-1')
await page.locator('[data-qa="login-submit"]').click()
await page.waitForURL(/\/asiointi\//)
await page.locator('[data-qa="greeting"]').waitFor()
await page.waitForTimeout(1500)
log('2 url', page.url(), 'greeting', await page.locator('[data-qa="greeting"]').textContent())
log('  notifications', await page.locator('[data-qa="notification"]').allTextContents())
log('  switcher', await page.locator('[data-qa="contract-switcher"] option').allTextContents())
log('  bulletin cards', await page.locator('[data-qa="bulletin-card"]').count())
log('  defect notices', await page.locator('[data-qa="defect-notice"]').allTextContents())
log('  footer contacts', await page.locator('[data-qa="footer-contact"]').count())
log('  title', await page.title())
await page.screenshot({ path: '/tmp/smoke/front.png', fullPage: true })
axe = await new AxeBuilder({ page }).analyze()
log(
  '  axe front',
  axe.violations.map((v) => `${v.id}(${v.impact}) ${v.nodes.length} ${v.nodes[0]?.target}`),
)

await page.locator('[data-qa="nav-group-ownProperty"]').click()
await page.screenshot({ path: '/tmp/smoke/nav-open.png' })
await page.locator('[data-qa="nav-bulletinBoard"]').click()
await page.waitForURL(/ilmoitustaulu/)
await page.waitForTimeout(1500)
console.log(
  '  board main:',
  (await page.locator('main').innerText()).slice(0, 100).replace(/\n/g, ' | '),
)
log(
  '3 board cards',
  await page.locator('[data-qa="bulletin-card"]').count(),
  'more?',
  await page.locator('[data-qa="bulletins-show-more"]').count(),
)
if (await page.locator('[data-qa="bulletins-show-more"]').count()) {
  await page.locator('[data-qa="bulletins-show-more"]').click()
  await page.waitForTimeout(1000)
  log('  after more', await page.locator('[data-qa="bulletin-card"]').count())
}
await page.locator('[data-qa="bulletin-card"] a').first().click()
await page.locator('[data-qa="bulletin"]').waitFor()
log(
  '4 bulletin',
  page.url(),
  await page.locator('h1').textContent(),
  'attachments',
  await page.locator('[data-qa="bulletin-attachment"]').count(),
)
await page.screenshot({ path: '/tmp/smoke/bulletin.png', fullPage: true })
if (await page.locator('[data-qa="bulletin-attachment"]').count()) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.locator('[data-qa="bulletin-attachment"]').first().click(),
  ])
  await popup.waitForLoadState().catch(() => {})
  await page.waitForTimeout(1000)
  log('  popup url', popup.url())
}
await page.locator('[data-qa="lang-sv"]').click()
await page.waitForTimeout(800)
log(
  '5 sv title',
  await page.title(),
  'html lang',
  await page.evaluate(() => document.documentElement.lang),
)
await page.goto(base + '/asiointi/' + page.url().split('/asiointi/')[1].split('/')[0] + '/viestit')
await page.waitForTimeout(1000)
log('6 messages gated ->', page.url())
await page.goto(base + '/foo/bar')
await page.waitForTimeout(800)
log('7 unknown ->', page.url(), await page.locator('[data-qa="back-home"]').count())
await page.setViewportSize({ width: 375, height: 800 })
await page.goto(base + '/')
await page.locator('[data-qa="greeting"]').waitFor()
await page.screenshot({ path: '/tmp/smoke/mobile.png', fullPage: true })
await page.locator('[data-qa="nav-menu-toggle"]').click()
await page.screenshot({ path: '/tmp/smoke/mobile-menu.png' })
await page.setViewportSize({ width: 1280, height: 900 })
await page.locator('[data-qa="profile-menu"]').click()
await page.locator('[data-qa="logout"]').click()
await page.waitForURL(/\/login$/, { timeout: 8000 })
log('8 after logout', page.url())
log('errors', errors)
await browser.close()
