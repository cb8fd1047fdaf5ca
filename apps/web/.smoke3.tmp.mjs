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
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('response', (r) => {
  if (r.url().includes('/api/') && r.status() !== 200) console.log('resp', r.status(), r.url())
})
await page.goto(base + '/login')
await page.locator('[data-qa="login-username"]').fill('aino.virtanen@example.com')
await page.locator('[data-qa="login-password"]').fill('Asukas-demo-1')
await page.locator('[data-qa="login-submit"]').click()
await page.locator('[data-qa="greeting"]').waitFor()
await page.locator('[data-qa="nav-group-ownProperty"]').click()
await page.locator('[data-qa="nav-bulletinBoard"]').click()
for (let i = 0; i < 6; i++) {
  await page.waitForTimeout(500)
  console.log(
    i,
    page.url(),
    (await page.locator('main').innerText()).slice(0, 120).replace(/\n/g, ' | '),
  )
}
await browser.close()
