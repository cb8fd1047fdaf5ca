import { chromium } from 'playwright'
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
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('response', (r) => {
  if (r.url().includes('/api/')) console.log('resp', r.status(), r.url())
})
await page.goto(base + '/login')
await page.locator('[data-qa="login-username"]').fill('aino.virtanen@example.com')
await page.locator('[data-qa="login-password"]').fill('Asukas-demo-1')
await page.locator('[data-qa="login-submit"]').click()
await page.locator('[data-qa="greeting"]').waitFor()
const id = page.url().split('/asiointi/')[1]
await page.goto(base + '/asiointi/' + id + '/ilmoitustaulu')
await page.waitForTimeout(3000)
console.log(await page.locator('main').innerText())
await page.screenshot({ path: '/tmp/smoke/board.png', fullPage: true })
await browser.close()
