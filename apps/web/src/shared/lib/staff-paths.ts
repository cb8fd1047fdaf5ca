/**
 * Paths of the staff console (issue 14: "its own layout under `/henkilosto`"). They are not
 * resident screens of spec 01 §2, so they are not in the contract's `routePatterns`; the server
 * serves the web app for them like for every other path. The first console lived at `/staff`
 * (issue 4); those paths redirect here.
 */
export const staffPaths = {
  /** The staff login page (password). */
  login: '/henkilosto',
  /** The second factor of the login. */
  secondFactor: '/henkilosto/tunnistus',
  /** Enrolment of the authenticator on the first login. */
  enrolment: '/henkilosto/kayttoonotto',
  /** The inbox: everything residents sent. */
  inbox: '/henkilosto/saapuneet',
  /** Resident search and impersonation. */
  residents: '/henkilosto/asukkaat',
  /** Contract requests. */
  contractRequests: '/henkilosto/sopimuspyynnot',
  /** Bulletins. */
  bulletins: '/henkilosto/tiedotteet',
  /** A new bulletin. */
  newBulletin: '/henkilosto/tiedotteet/uusi',
  /** Parking administration. */
  parking: '/henkilosto/pysakointi',
  /** The audit log. */
  audit: '/henkilosto/loki',
  /** Staff accounts (administrators). */
  accounts: '/henkilosto/tunnukset',
  /** Integration clients (administrators; issue 22). */
  integrations: '/henkilosto/integraatiot',
  /** Old paths of issue 4, redirected. */
  legacyLogin: '/staff',
  legacyResidents: '/staff/residents',
} as const

/** Route patterns of the console's detail screens. */
export const staffPatterns = {
  defect: '/henkilosto/vikailmoitukset/:id',
  notice: '/henkilosto/kysymykset/:id',
  thread: '/henkilosto/viestit/:id',
  contractRequest: '/henkilosto/sopimuspyynnot/:kind/:id',
  bulletin: '/henkilosto/tiedotteet/:id',
  resident: '/henkilosto/asukkaat/:id',
} as const

/** Paths of the console's detail screens. */
export const staffLinks = {
  defect: (id: string) => `/henkilosto/vikailmoitukset/${id}`,
  notice: (id: string) => `/henkilosto/kysymykset/${id}`,
  thread: (id: string) => `/henkilosto/viestit/${id}`,
  contractRequest: (kind: string, id: string) => `/henkilosto/sopimuspyynnot/${kind}/${id}`,
  bulletin: (id: string) => `/henkilosto/tiedotteet/${id}`,
  resident: (id: string) => `/henkilosto/asukkaat/${id}`,
}
