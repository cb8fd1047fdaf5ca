/**
 * Every call of the API (spec 02 §7) in one flat object keyed by call name. The server
 * registers a route per entry, the web client builds requests and parses answers with it, and
 * the OpenAPI document is generated from it. Where spec 02 §7 names a call but not its path,
 * the path is `/api/` plus the call's name in kebab-case.
 */
import type { EndpointDef } from './endpoint.ts'
import * as auth from './endpoints/auth.ts'
import * as building from './endpoints/building.ts'
import * as bulletins from './endpoints/bulletins.ts'
import * as bulletinsStaff from './endpoints/bulletins/staff.ts'
import * as contacts from './endpoints/contacts.ts'
import * as addTenant from './endpoints/contract-requests/add-tenant.ts'
import * as modification from './endpoints/contract-requests/modification.ts'
import * as contractRequestsStaff from './endpoints/contract-requests/staff.ts'
import * as termination from './endpoints/contract-requests/termination.ts'
import * as contracts from './endpoints/contracts.ts'
import * as defectNotices from './endpoints/defect-notices.ts'
import * as defectNoticesStaff from './endpoints/defect-notices/staff.ts'
import * as documents from './endpoints/documents.ts'
import * as feedbackQuestions from './endpoints/feedback-questions.ts'
import * as feedbackQuestionsStaff from './endpoints/feedback-questions/staff.ts'
import * as files from './endpoints/files.ts'
import * as integration from './endpoints/integration.ts'
import * as integrationEvents from './endpoints/integration-events.ts'
import * as messageUnread from './endpoints/message-unread.ts'
import * as messages from './endpoints/messages.ts'
import * as messagesStaff from './endpoints/messages/staff.ts'
import * as parking from './endpoints/parking.ts'
import * as password from './endpoints/password.ts'
import * as parkingStaff from './endpoints/parking/staff.ts'
import * as payments from './endpoints/payments.ts'
import * as registration from './endpoints/registration.ts'
import * as staff from './endpoints/staff.ts'
import * as system from './endpoints/system.ts'
import * as user from './endpoints/user.ts'

/** All endpoints keyed by call name, e.g. `api.contract.path === '/api/contracts/:contractUuid'`. */
export const api = {
  // system
  health: system.health,
  appSettings: system.appSettings,
  featureFlags: system.featureFlags,
  // auth: session, password, registration
  login: auth.login,
  logout: auth.logout,
  sendPasswordResetCode: password.sendPasswordResetCode,
  confirmResetPassword: password.confirmResetPassword,
  forgotPassword: password.forgotPassword,
  confirmForgottenPassword: password.confirmForgottenPassword,
  registrationEntryLink: registration.registrationEntryLink,
  passportRegistrationEntryLink: registration.passportRegistrationEntryLink,
  resendVerificationCode: registration.resendVerificationCode,
  setVerificationCode: registration.setVerificationCode,
  verifyEmail: registration.verifyEmail,
  // user
  userMetadata: user.userMetadata,
  userProfile: user.userProfile,
  userLastStaffView: user.userLastStaffView,
  userPermissions: user.userPermissions,
  notifications: user.notifications,
  closeNotification: user.closeNotification,
  updateUser: user.updateUser,
  updateUserLocale: user.updateUserLocale,
  removeUser: user.removeUser,
  startEmailChange: user.startEmailChange,
  confirmEmailChange: user.confirmEmailChange,
  // contracts
  contracts: contracts.contracts,
  contract: contracts.contract,
  // contacts, tenants
  contacts: contacts.contacts,
  tenants: contracts.tenants,
  // fault reports (defect notices), then questions and feedback
  defectClasses: defectNotices.defectClasses,
  defectNotices: defectNotices.defectNotices,
  defectNotice: defectNotices.defectNotice,
  createDefectNotice: defectNotices.createDefectNotice,
  updateDefectNotice: defectNotices.updateDefectNotice,
  feedbacks: feedbackQuestions.feedbacks,
  feedback: feedbackQuestions.feedback,
  createFeedback: feedbackQuestions.createFeedback,
  questions: feedbackQuestions.questions,
  question: feedbackQuestions.question,
  createQuestion: feedbackQuestions.createQuestion,
  // files
  fileInit: files.fileInit,
  fileComplete: files.fileComplete,
  // bulletins, documents, building
  bulletins: bulletins.bulletins,
  bulletin: bulletins.bulletin,
  bulletinAttachment: bulletins.bulletinAttachment,
  staffBulletins: bulletinsStaff.staffBulletins,
  staffBulletin: bulletinsStaff.staffBulletin,
  staffCreateBulletin: bulletinsStaff.staffCreateBulletin,
  staffUpdateBulletin: bulletinsStaff.staffUpdateBulletin,
  staffUnpublishBulletin: bulletinsStaff.staffUnpublishBulletin,
  documents: documents.documents,
  documentLink: documents.documentLink,
  buildingInfo: building.buildingInfo,
  // contract requests: termination, modification, add tenant, the staff's review
  terminationRequest: termination.terminationRequest,
  createTermination: termination.createTermination,
  approveTermination: termination.approveTermination,
  modificationRequest: modification.modificationRequest,
  createModification: modification.createModification,
  approveModification: modification.approveModification,
  addTenant: addTenant.addTenant,
  staffContractRequests: contractRequestsStaff.staffContractRequests,
  staffContractRequest: contractRequestsStaff.staffContractRequest,
  staffDecideContractRequest: contractRequestsStaff.staffDecideContractRequest,
  // payments
  invoiceAddress: payments.invoiceAddress,
  paymentsByMonth: payments.paymentsByMonth,
  remittances: payments.remittances,
  paymentCategories: payments.paymentCategories,
  beneficiaries: payments.beneficiaries,
  // messages
  messageThreads: messages.messageThreads,
  messageThread: messages.messageThread,
  messageUnreadCount: messageUnread.messageUnreadCount,
  sendMessage: messages.sendMessage,
  // parking
  parkingSpots: parking.parkingSpots,
  reserveParkingSpot: parking.reserveParkingSpot,
  terminateParkingReservation: parking.terminateParkingReservation,
  staffParking: parkingStaff.staffParking,
  staffCreateParkingArea: parkingStaff.staffCreateParkingArea,
  staffCreateParkingSpot: parkingStaff.staffCreateParkingSpot,
  staffSetParkingRules: parkingStaff.staffSetParkingRules,
  staffUpdateParkingSpot: parkingStaff.staffUpdateParkingSpot,
  staffAddParkingPrice: parkingStaff.staffAddParkingPrice,
  staffEndParkingReservation: parkingStaff.staffEndParkingReservation,
  // staff console: login, search, read-only impersonation
  staffLogin: staff.staffLogin,
  staffMe: staff.staffMe,
  staffResidents: staff.staffResidents,
  startImpersonation: staff.startImpersonation,
  endImpersonation: staff.endImpersonation,
  // staff console work (issue 14)
  staffEnrolment: staff.staffEnrolment,
  staffConfirmEnrolment: staff.staffConfirmEnrolment,
  staffSecondFactor: staff.staffSecondFactor,
  staffProperties: staff.staffProperties,
  staffInbox: staff.staffInbox,
  staffDefectNotice: defectNoticesStaff.staffDefectNotice,
  staffLinkWorkOrder: defectNoticesStaff.staffLinkWorkOrder,
  staffStartDefectWork: defectNoticesStaff.staffStartDefectWork,
  staffAddWorkNote: defectNoticesStaff.staffAddWorkNote,
  staffCompleteDefect: defectNoticesStaff.staffCompleteDefect,
  staffFeedbackQuestion: feedbackQuestionsStaff.staffFeedbackQuestion,
  staffAnswerFeedbackQuestion: feedbackQuestionsStaff.staffAnswerFeedbackQuestion,
  staffSetFeedbackQuestionStatus: feedbackQuestionsStaff.staffSetFeedbackQuestionStatus,
  staffAddFeedbackQuestionNote: feedbackQuestionsStaff.staffAddFeedbackQuestionNote,
  staffMessageThread: messagesStaff.staffMessageThread,
  staffReplyToThread: messagesStaff.staffReplyToThread,
  staffAddThreadNote: messagesStaff.staffAddThreadNote,
  staffResident: staff.staffResident,
  staffAuditLog: staff.staffAuditLog,
  staffFileInit: staff.staffFileInit,
  staffFileComplete: staff.staffFileComplete,
  staffAccounts: staff.staffAccounts,
  staffUpdateAccount: staff.staffUpdateAccount,
  staffResetSecondFactor: staff.staffResetSecondFactor,
  // integration API (issue 22)
  createIntegrationClient: integration.createIntegrationClient,
  integrationClients: integration.integrationClients,
  rotateIntegrationClientSecret: integration.rotateIntegrationClientSecret,
  disableIntegrationClient: integration.disableIntegrationClient,
  integrationToken: integration.integrationToken,
  upsertRealProperty: integration.upsertRealProperty,
  upsertBuilding: integration.upsertBuilding,
  upsertApartment: integration.upsertApartment,
  upsertContract: integration.upsertContract,
  upsertContact: integration.upsertContact,
  upsertPayment: integration.upsertPayment,
  upsertDocument: integration.upsertDocument,
  integrationBulk: integration.integrationBulk,
  staffUnlockAccount: staff.staffUnlockAccount,
  // integration API: events, webhooks and the ERP's decisions (issue 22 items 4 and 5)
  integrationEvents: integrationEvents.integrationEvents,
  createIntegrationWebhook: integrationEvents.createIntegrationWebhook,
  integrationWebhooks: integrationEvents.integrationWebhooks,
  deleteIntegrationWebhook: integrationEvents.deleteIntegrationWebhook,
  integrationDeadLetters: integrationEvents.integrationDeadLetters,
  integrationDeliveries: integrationEvents.integrationDeliveries,
  resendIntegrationDelivery: integrationEvents.resendIntegrationDelivery,
  integrationContractRequests: integrationEvents.integrationContractRequests,
  integrationDecideContractRequest: integrationEvents.integrationDecideContractRequest,
  integrationDefectNoticeEvent: integrationEvents.integrationDefectNoticeEvent,
} as const satisfies Record<string, EndpointDef>

/** Name of a call. */
export type ApiKey = keyof typeof api
/** The definition of the call named `K`. */
export type ApiEndpoint<K extends ApiKey> = (typeof api)[K]
