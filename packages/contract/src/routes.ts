/**
 * Route paths of the web app (spec 01 §2). Authenticated screens live under `/asiointi` and are
 * keyed by the contract id; own information is `/omat-tiedot/:contractId`. `routes` builds
 * concrete paths (values URI-encoded); `routePatterns` gives the React Router patterns.
 */
import { buildPath } from './endpoint.ts'

/** Base path of the authenticated screens (spec 01 §2). */
export const basePath = '/asiointi'

/** React Router path patterns of every screen of spec 01 §2. */
export const routePatterns = {
  root: '/',
  frontPage: '/asiointi/:contractId',
  terminate: '/asiointi/:contractId/irtisano',
  confirmTermination: '/asiointi/:contractId/irtisano/vahvista',
  confirmModification: '/asiointi/:contractId/sopimusmuutos/vahvista',
  addTenant: '/asiointi/:contractId/lisaa-asukas',
  parking: '/asiointi/:contractId/pysakointi',
  messages: '/asiointi/:contractId/viestit',
  messageThread: '/asiointi/:contractId/viestit/:messageThreadUuid',
  defectNoticeList: '/asiointi/:contractId/vikailmoitukset',
  defectNoticeCreate: '/asiointi/:contractId/vikailmoitus',
  defectNoticeEdit: '/asiointi/:contractId/vikailmoitus/:defectNoticeUuid',
  questionCreate: '/asiointi/:contractId/kysymys',
  question: '/asiointi/:contractId/kysymys/:feedbackQuestionNoticeUuid',
  feedbackCreate: '/asiointi/:contractId/palaute',
  feedback: '/asiointi/:contractId/palaute/:feedbackQuestionNoticeUuid',
  paymentInfo: '/asiointi/:contractId/maksut/tiedot',
  paymentHistory: '/asiointi/:contractId/maksut/historia',
  ownInfo: '/omat-tiedot/:contractId',
  documents: '/asiointi/:contractId/dokumentit',
  bulletin: '/asiointi/:contractId/tiedotteet/:bulletinUuid',
  buildingInfo: '/asiointi/:contractId/kiinteiston-tiedot',
  bulletinBoard: '/asiointi/:contractId/ilmoitustaulu',
  bulletinOnBoard: '/asiointi/:contractId/ilmoitustaulu/:bulletinUuid',
  contactInfo: '/asiointi/:contractId/yhteystiedot',
  login: '/login',
  logout: '/logout',
  register: '/register',
  registerChooseAuth: '/register/chooseAuth',
  registerAuth: '/register/auth',
  registerVerifyEmail: '/register/verify-email',
  passwordForgot: '/password/forgot',
  notFound: '/404',
} as const

/** Name of a screen route. */
export type RouteName = keyof typeof routePatterns

const p = routePatterns

/**
 * Path builders of every screen (spec 01 §2): `routes.frontPage(id)` is `/asiointi/${id}`,
 * `routes.bulletin(id, uuid)` is `/asiointi/${id}/tiedotteet/${uuid}`; public pages are plain
 * strings (`routes.login` is `/login`).
 */
export const routes = {
  root: p.root,
  frontPage: (contractId: string) => buildPath(p.frontPage, { contractId }),
  terminate: (contractId: string) => buildPath(p.terminate, { contractId }),
  confirmTermination: (contractId: string) => buildPath(p.confirmTermination, { contractId }),
  confirmModification: (contractId: string) => buildPath(p.confirmModification, { contractId }),
  addTenant: (contractId: string) => buildPath(p.addTenant, { contractId }),
  parking: (contractId: string) => buildPath(p.parking, { contractId }),
  messages: (contractId: string) => buildPath(p.messages, { contractId }),
  messageThread: (contractId: string, messageThreadUuid: string) =>
    buildPath(p.messageThread, { contractId, messageThreadUuid }),
  /** All of the contract's fault reports (issue 26 item 21; beyond spec 01 §2's routes). */
  defectNoticeList: (contractId: string) => buildPath(p.defectNoticeList, { contractId }),
  defectNoticeCreate: (contractId: string) => buildPath(p.defectNoticeCreate, { contractId }),
  defectNoticeEdit: (contractId: string, defectNoticeUuid: string) =>
    buildPath(p.defectNoticeEdit, { contractId, defectNoticeUuid }),
  questionCreate: (contractId: string) => buildPath(p.questionCreate, { contractId }),
  question: (contractId: string, feedbackQuestionNoticeUuid: string) =>
    buildPath(p.question, { contractId, feedbackQuestionNoticeUuid }),
  feedbackCreate: (contractId: string) => buildPath(p.feedbackCreate, { contractId }),
  feedback: (contractId: string, feedbackQuestionNoticeUuid: string) =>
    buildPath(p.feedback, { contractId, feedbackQuestionNoticeUuid }),
  paymentInfo: (contractId: string) => buildPath(p.paymentInfo, { contractId }),
  paymentHistory: (contractId: string) => buildPath(p.paymentHistory, { contractId }),
  ownInfo: (contractId: string) => buildPath(p.ownInfo, { contractId }),
  documents: (contractId: string) => buildPath(p.documents, { contractId }),
  bulletin: (contractId: string, bulletinUuid: string) =>
    buildPath(p.bulletin, { contractId, bulletinUuid }),
  buildingInfo: (contractId: string) => buildPath(p.buildingInfo, { contractId }),
  bulletinBoard: (contractId: string) => buildPath(p.bulletinBoard, { contractId }),
  bulletinOnBoard: (contractId: string, bulletinUuid: string) =>
    buildPath(p.bulletinOnBoard, { contractId, bulletinUuid }),
  contactInfo: (contractId: string) => buildPath(p.contactInfo, { contractId }),
  login: p.login,
  logout: p.logout,
  register: p.register,
  registerChooseAuth: p.registerChooseAuth,
  registerAuth: p.registerAuth,
  registerVerifyEmail: p.registerVerifyEmail,
  passwordForgot: p.passwordForgot,
  notFound: p.notFound,
} as const
