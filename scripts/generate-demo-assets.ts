/**
 * Renders the static files the demo data links to (bulletin and building images, document PDFs,
 * bulletin attachments) into `apps/web/public/demo/`, with the system Chromium. Run once after
 * changing the demo data: `node scripts/generate-demo-assets.ts` (Node 24). The files are
 * committed; `npm start` does not run this.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { openPglite } from '../apps/server/src/platform/db/pglite.ts'
import { migrate } from '../apps/server/src/platform/db/migrate.ts'
import { seedDemoData } from '../apps/server/src/seed/demo.ts'

const out = path.resolve(import.meta.dirname, '../apps/web/public')
const db = await openPglite(undefined)
await migrate(db)
await seedDemoData(db)
const rows = await db.query<{ url: string; title: string }>(`
  SELECT featured_image_url AS url, coalesce(featured_image_alt, title) AS title FROM bulletins WHERE featured_image_url LIKE '/demo/%'
  UNION SELECT url, name FROM bulletin_attachments WHERE url LIKE '/demo/%'
  UNION SELECT url, name FROM documents WHERE url LIKE '/demo/%'
  UNION SELECT real_property_image_url, 'Asukas' FROM building_info WHERE real_property_image_url LIKE '/demo/%'`)
await db.close()

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const page = await browser.newPage({ viewport: { width: 960, height: 540 } })
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
for (const { url, title } of rows) {
  const file = path.join(out, url)
  mkdirSync(path.dirname(file), { recursive: true })
  const hue = [...url].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7)
  if (/\.(jpe?g|png)$/i.test(url)) {
    await page.setContent(
      `<body style="margin:0;width:960px;height:540px;display:flex;align-items:flex-end;
        background:linear-gradient(135deg,hsl(${hue} 45% 42%),hsl(${(hue + 60) % 360} 50% 70%));
        font:600 40px system-ui,sans-serif;color:#fff"><p style="margin:48px">${escape(title)}</p></body>`,
    )
    await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
  } else {
    await page.setContent(
      `<body style="font:16px system-ui,sans-serif;margin:48px"><h1>${escape(title)}</h1>
        <p>Esimerkkiasiakirja Asukas-portaalin demotietoihin. Example document of the Asukas demo data.</p></body>`,
    )
    await page.pdf({ path: file, format: 'A4' })
  }
  console.log(url)
}
await browser.close()
