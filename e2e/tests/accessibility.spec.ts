/**
 * axe-core on every route of spec 01 §2 (and the staff console) in Finnish, Swedish and English:
 * no serious or critical violation of WCAG 2.1 A/AA. Routes still "coming later" are included.
 * The table is typed by `RouteName`, so a route added to the contract fails to compile here until
 * it is listed. Authenticated routes are visited as the demo resident Aino (read-only visits, so
 * the tests run in parallel with the others), with the ids of her demo rows.
 */
import { routes, type RouteName } from '@asukas/contract'
import { expect, test, type Page } from '@playwright/test'
import { demoPassword, expectNoSeriousViolations, people } from '../pages/accounts.ts'

/** Ids of Aino's demo rows (apps/server/src/seed/demo/ids.ts: `demoUuid(kind, n)`). */
const demo = {
  contract: 'a5a50000-0005-4000-8000-000000000001',
  bulletin: 'a5a50000-000a-4000-8000-000000000001',
  defectNotice: 'a5a50000-0008-4000-8000-000000000001',
  messageThread: 'a5a50000-0014-4000-8000-000000000001',
  feedback: 'a5a50000-001f-4000-8000-000000000001',
  question: 'a5a50000-001f-4000-8000-000000000002',
}
const c = demo.contract

type Who = 'anonymous' | 'resident' | 'staff'

/**
 * With passportAuth off (the default), `/register/chooseAuth` goes straight on to bank ID: the
 * page checked is then the identification page the resident lands on (the built-in test
 * identity provider in test mode).
 */
const landsOn: Partial<Record<RouteName, RegExp>> = { registerChooseAuth: /\/idp\// }

/** Every screen route: its path and who visits it. */
const screens: Record<RouteName, { path: string; who: Who }> = {
  root: { path: routes.root, who: 'resident' },
  frontPage: { path: routes.frontPage(c), who: 'resident' },
  terminate: { path: routes.terminate(c), who: 'resident' },
  confirmTermination: { path: routes.confirmTermination(c), who: 'resident' },
  confirmModification: { path: routes.confirmModification(c), who: 'resident' },
  addTenant: { path: routes.addTenant(c), who: 'resident' },
  parking: { path: routes.parking(c), who: 'resident' },
  messages: { path: routes.messages(c), who: 'resident' },
  messageThread: { path: routes.messageThread(c, demo.messageThread), who: 'resident' },
  defectNoticeList: { path: routes.defectNoticeList(c), who: 'resident' },
  defectNoticeCreate: { path: routes.defectNoticeCreate(c), who: 'resident' },
  defectNoticeEdit: { path: routes.defectNoticeEdit(c, demo.defectNotice), who: 'resident' },
  questionCreate: { path: routes.questionCreate(c), who: 'resident' },
  question: { path: routes.question(c, demo.question), who: 'resident' },
  feedbackCreate: { path: routes.feedbackCreate(c), who: 'resident' },
  feedback: { path: routes.feedback(c, demo.feedback), who: 'resident' },
  paymentInfo: { path: routes.paymentInfo(c), who: 'resident' },
  paymentHistory: { path: routes.paymentHistory(c), who: 'resident' },
  ownInfo: { path: routes.ownInfo(c), who: 'resident' },
  documents: { path: routes.documents(c), who: 'resident' },
  bulletin: { path: routes.bulletin(c, demo.bulletin), who: 'resident' },
  buildingInfo: { path: routes.buildingInfo(c), who: 'resident' },
  bulletinBoard: { path: routes.bulletinBoard(c), who: 'resident' },
  bulletinOnBoard: { path: routes.bulletinOnBoard(c, demo.bulletin), who: 'resident' },
  contactInfo: { path: routes.contactInfo(c), who: 'resident' },
  login: { path: routes.login, who: 'anonymous' },
  logout: { path: routes.logout, who: 'resident' },
  register: { path: routes.register, who: 'anonymous' },
  registerChooseAuth: { path: routes.registerChooseAuth, who: 'anonymous' },
  registerAuth: { path: routes.registerAuth, who: 'anonymous' },
  registerVerifyEmail: { path: routes.registerVerifyEmail, who: 'anonymous' },
  passwordForgot: { path: routes.passwordForgot, who: 'anonymous' },
  notFound: { path: routes.notFound, who: 'anonymous' },
}

/** The staff console's pages (outside the resident routes). */
const staffScreens = {
  staffLogin: { path: '/staff', who: 'anonymous' },
  staffResidents: { path: '/staff/residents', who: 'staff' },
} as const satisfies Record<string, { path: string; who: Who }>

const all = [...Object.entries(screens), ...Object.entries(staffScreens)]

/** Logs in through the API; the browser context shares the session cookie. */
async function logInAs(page: Page, who: Who): Promise<void> {
  if (who === 'anonymous') return
  const url = who === 'staff' ? '/api/staff/login' : '/api/login'
  const username = who === 'staff' ? people.staff.email : people.aino.email
  const answer = await page.request.post(url, {
    data: { username, password: demoPassword },
    headers: { 'x-requested-with': 'asukas' },
  })
  expect(answer.status()).toBe(200)
}

for (const lang of ['fi', 'sv', 'en'] as const) {
  for (const [name, { path, who }] of all) {
    test(`${name} ${path} (${lang}) has no serious or critical axe violations`, async ({
      page,
    }) => {
      await logInAs(page, who)
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
      const lands = landsOn[name as RouteName]
      if (lands) {
        await page.waitForURL(lands)
        await page.waitForLoadState('networkidle')
      } else {
        await page.waitForLoadState('networkidle')
        // The page has settled on its heading (redirects included) in the language asked for.
        await expect(page.locator('h1').first()).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
      }
      await expectNoSeriousViolations(page)
    })
  }
}
