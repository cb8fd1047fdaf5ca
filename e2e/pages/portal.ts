/**
 * Page objects for the resident portal. Locators use roles, accessible names and `data-qa`
 * attributes, never Finnish text or CSS classes, so the same tests run in fi, sv and en.
 */
import { expect, type Page } from '@playwright/test'

/** Demo resident with two contracts (seeded by the server's demo data). */
export const aino = { email: 'aino.virtanen@example.com', password: 'Asukas-demo-1' }

const qa = (page: Page, name: string) => page.locator(`[data-qa="${name}"]`)

/** The login page at `/login`. */
export class LoginPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }
  username = () => qa(this.page, 'login-username')
  password = () => qa(this.page, 'login-password')
  submit = () => qa(this.page, 'login-submit')

  /**
   * Opens the login page in a language (`?lang=`, Finnish by default): the visitor's choice, so
   * the portal stays in it whatever the account's stored language is.
   */
  async open(lang: 'fi' | 'sv' | 'en' = 'fi'): Promise<void> {
    await this.page.goto(`/login?lang=${lang}`)
    await expect(this.username()).toBeVisible()
  }

  /** Logs in and waits for the front page of the first contract. */
  async logIn(user = aino): Promise<void> {
    await this.username().fill(user.email)
    await this.password().fill(user.password)
    await this.submit().click()
    await this.page.waitForURL(/\/asiointi\/[0-9a-f-]{36}$/)
  }
}

/** The authenticated layout and the front page. */
export class FrontPage {
  readonly page: Page
  constructor(page: Page) {
    this.page = page
  }
  greeting = () => qa(this.page, 'greeting')
  notifications = () => qa(this.page, 'notification')
  contractSwitcher = () => qa(this.page, 'contract-switcher')
  bulletinCards = () => qa(this.page, 'bulletin-card')
  language = (lang: 'fi' | 'sv' | 'en') => qa(this.page, `lang-${lang}`)

  /** The contract id in the current URL. */
  contractId(): string {
    const match = /\/asiointi\/([0-9a-f-]{36})/.exec(this.page.url())
    if (!match?.[1]) throw new Error(`no contract id in ${this.page.url()}`)
    return match[1]
  }

  /** Logs out through the profile menu and waits for the login page. */
  async logOut(): Promise<void> {
    await qa(this.page, 'profile-menu').click()
    await qa(this.page, 'logout').click()
    await this.page.waitForURL(/\/login/, { timeout: 15_000 })
  }
}

/**
 * Declines the tracking-consent banner when it shows. The server paints the banner when the
 * request carried no consent cookie, with its buttons disabled until the app starts; the app then
 * keeps it (buttons enabled) or, when this browser's storage holds an answer the cookie did not
 * carry yet (an answer given on a page whose next navigation had already left), removes it. Either
 * is a finished start, so this waits for one of them rather than for a button that may be gone.
 */
export async function answerConsent(page: Page): Promise<void> {
  const decline = qa(page, 'consent-decline')
  if (!(await decline.isVisible())) return
  await page.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-qa="consent-decline"]')
    return button === null || !button.disabled
  })
  if (await decline.isVisible()) await decline.click()
}

/** A build script held back by {@link holdScript}. */
export interface HeldScript {
  /** The addresses of the script's requests so far. */
  requests: string[]
  /** Lets the held requests (and later ones) through. */
  release: () => void
}

/**
 * Holds back the build's script `name` (`/assets/<name>-<hash>.js`) until `release()`, as on a
 * slow phone where the code of a screen or a widget arrives late. Call before the page asks for it.
 */
export async function holdScript(page: Page, name: string): Promise<HeldScript> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const requests: string[] = []
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    requests.push(route.request().url())
    await held
    await route.continue()
  })
  return { requests, release }
}
