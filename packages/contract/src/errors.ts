/**
 * The error catalogue of the API (spec 02 §8). Every error answer of the server is
 * `{ error: CODE }`, plus `details` for validation errors, with the HTTP status of
 * {@link errorStatus}. The web app branches on the code, never on prose.
 */
import { z } from 'zod'
import { messageKeys } from '@asukas/domain'

/**
 * The confirmation outcomes spec 02 §8 names ("Confirm views"), in the spec's order: part of
 * {@link specErrorCodes} and of {@link confirmErrorCodes}.
 */
const specConfirmErrorCodes = [
  'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR',
  'TERMINATE_CONTRACT_CONFIRM_ERROR',
  'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR',
  'MODIFICATION_CONTRACT_CONFIRM_ERROR',
  'CONFIRM_OPERATION_CANCELLED',
  'CONFIRM_OPERATION_NO_IDENTITY_VERIFIER',
  'CONFIRM_OPERATION_NO_IDENTITY',
  'CONFIRM_OPERATION_NO_USER',
  'CONFIRM_OPERATION_NO_ATTRIBUTES',
  'CONFIRM_OPERATION_IDENTITY_MISMATCH',
  'CONFIRM_OPERATION_GENERIC_ERROR',
  'CONFIRM_OPERATION_INVALID_CONFIRM_TYPE',
] as const

/**
 * The confirmation outcomes the spec describes but does not name (see
 * {@link extensionErrorCodes}): part of it and of {@link confirmErrorCodes}.
 */
const extensionConfirmErrorCodes = [
  'CONFIRM_OPERATION_TOO_EARLY',
  'CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED',
  'CONFIRM_OPERATION_NONCE_DIFF_FAILED',
  'CONFIRM_OPERATION_FORM_VALUES_MISSING',
  'CONFIRM_OPERATION_MISSING_CONTRACT_ID',
  'CONFIRM_OPERATION_ADDRESS_FETCH_ERROR',
  'CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT',
  'CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS',
] as const

/**
 * The integration API's own error codes (issue 22; `endpoints/integration.ts`): 401
 * `INVALID_TOKEN` (with `WWW-Authenticate: Bearer`), 403 `INSUFFICIENT_SCOPE`, 412
 * `PRECONDITION_FAILED` (a stale `If-Match`), 422 `REFERENCE_NOT_FOUND` (`details.field` names
 * the body field), and the bulk report's `INVALID_JSON` and `DUPLICATE_EXTERNAL_ID`. Part of
 * {@link extensionErrorCodes}.
 */
export const integrationErrorCodes = [
  'INVALID_TOKEN',
  'INSUFFICIENT_SCOPE',
  'PRECONDITION_FAILED',
  'REFERENCE_NOT_FOUND',
  'INVALID_JSON',
  'DUPLICATE_EXTERNAL_ID',
] as const

/**
 * The integration token endpoint's errors, RFC 6749 §5.2 (lower case, as the RFC spells them):
 * `invalid_client` is 401 with `WWW-Authenticate: Basic`, the others 400. Part of
 * {@link extensionErrorCodes}.
 */
export const tokenErrorCodes = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'invalid_scope',
  'unsupported_grant_type',
] as const

/**
 * Every code listed by spec 02 §8, in the spec's order. The spec's
 * "CONFIRM_OPERATION_ NO_IDENTITY_VERIFIER, NO_IDENTITY, NO_USER, NO_ATTRIBUTES,
 * IDENTITY_MISMATCH, GENERIC_ERROR, INVALID_CONFIRM_TYPE" are all prefixed `CONFIRM_OPERATION_`.
 */
export const specErrorCodes = [
  'UNAUTHORIZED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
  'REDIRECT',
  'UNKNOWN',
  'UNEXPECTED',
  'VALIDATION_ERROR',
  'INVALID_RESPONSE',
  'NO_ACTIVE_CONTRACTS',
  'ERROR_FETCHING_CONTRACTS',
  ...specConfirmErrorCodes,
  'LOGIN_FAILED',
  'LOGIN_EXPIRED',
  'INVALID_CREDENTIALS',
  'USER_NOT_CONFIRMED',
  'AUTH_ERROR',
  'FORGOT_OR_CHANGE_PASSWORD',
  'SEND_PASSWORD_RESET_CODE',
  'DEFECT_NOTICE_SUBMIT_ERROR',
  'DEFECT_NOTICE_MISSING_PHONE_NUMBER',
  'QUESTION_SUBMIT_ERROR',
  'QUESTION_MISSING_PHONE_NUMBER',
  'FEEDBACK_SUBMIT_ERROR',
  'FEEDBACK_MISSING_PHONE_NUMBER',
  'FILE_FAILED_TO_OPEN',
  'FILE_FAILED_TO_LOAD',
  'CODE_MISMATCH_EXCEPTION',
  'EXPIRED_CODE_EXCEPTION',
  'INVALID_PASSWORD_EXCEPTION',
  'LIMIT_EXCEEDED_EXCEPTION',
  'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
  'TOO_MANY_REQUESTS_EXCEPTION',
  'USER_NOT_CONFIRMED_EXCEPTION',
  'USER_NOT_FOUND_EXCEPTION',
  'BULLETIN_NOT_FOUND',
  'IMPERSONATION_WRITE_ACCESS_DENIED',
] as const

/**
 * Codes the spec describes as behaviour but does not name (spec 02 §8 "Termination extras",
 * "Modification", login states, parking 409, 503), named here so server and client share them:
 * - `CONFIRM_OPERATION_TOO_EARLY`: the contract is not yet in effect.
 * - `CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED`: a passport identity cannot confirm
 *   (docs/specification.md "identity for termination").
 * - `CONFIRM_OPERATION_NONCE_DIFF_FAILED`: the identity answer does not match the started
 *   operation.
 * - `CONFIRM_OPERATION_FORM_VALUES_MISSING`, `CONFIRM_OPERATION_MISSING_CONTRACT_ID`: the
 *   stored operation is incomplete.
 * - `CONFIRM_OPERATION_ADDRESS_FETCH_ERROR`: right-of-occupancy delivery address not available.
 * - `CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT`: a tenant of the modification has no portal account.
 * - `CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS`: a termination request already exists.
 * - `TERMINATION_NOT_ALLOWED`: the contract has a termination disallowed reason
 *   (`details.reason`).
 * - `PARKING_RESERVATION_OVERLAP`: the start date conflicts with a reservation (HTTP 409).
 * - `PARKING_CONTRACT_NOT_CURRENT`: only a tenant of a current contract may reserve or end a
 *   parking reservation (spec 01 §6; the web app shows `error.contractMissing`; HTTP 403).
 * - `USER_ALREADY_REGISTERED`, `NO_TENANT_FOUND`, `USER_EMAIL_NOT_VERIFIED`: registration
 *   outcomes matching the login states of the same names.
 * - `FILE_TOO_LARGE` (over 10 MB), `UNSUPPORTED_FILE_TYPE` (content does not match an accepted
 *   type): upload checks (spec 02 §5 Attachments).
 * - `FILE_UPLOAD_CONFLICT`: the upload address has already taken its one PUT (or one is still
 *   running), or the file is being checked or is completed (HTTP 409; issue 23 item 2).
 * - `SERVICE_UNAVAILABLE`: the database or a required service is down (HTTP 503).
 * - `STAFF_ROLE_REQUIRED`: a signed-in staff member whose roles do not cover the call (HTTP 403;
 *   issue 14 "each role sees only what its work needs").
 * - `REQUEST_NOT_REVIEWABLE`: the staff decision on a contract request that is not
 *   `ready_for_review`, or an action on a completed fault report (HTTP 409).
 * - `METHOD_NOT_ALLOWED` (405, with an `Allow` header), `PAYLOAD_TOO_LARGE` (413, a request body
 *   over the server's 1 MB limit), `UNSUPPORTED_MEDIA_TYPE` (415, a body of a type the server
 *   does not read), `REQUEST_HEADERS_TOO_LARGE` (431): HTTP-level refusals, so every error
 *   answer has a code (issue 8 item 8).
 * - `CONTRACT_REQUEST_INVALID_TRANSITION`: the termination or modification request is not in a
 *   state that allows the action (HTTP 409; issue 13 state machine).
 * - `JSON_TOO_DEEP`: a JSON body nested deeper than {@link MAX_JSON_DEPTH} levels, refused while
 *   it is parsed, before any code walks it (HTTP 400; issue 23 item 1).
 * - The integration API's codes (issue 22; `endpoints/integration.ts`): `INVALID_TOKEN` (401, a
 *   missing, malformed, expired or revoked access token; with `WWW-Authenticate: Bearer`),
 *   `INSUFFICIENT_SCOPE` (403), `PRECONDITION_FAILED` (412, a stale `If-Match`),
 *   `REFERENCE_NOT_FOUND` (422, a body naming an entity that does not exist; `details.field`),
 *   `INVALID_JSON` and `DUPLICATE_EXTERNAL_ID` (bulk load lines); and the token endpoint's
 *   RFC 6749 §5.2 codes, lower case as the RFC spells them: `invalid_request`, `invalid_client`
 *   (401, with `WWW-Authenticate: Basic`), `invalid_grant`, `invalid_scope`,
 *   `unsupported_grant_type` (400).
 * - `STAFF_ACCOUNT_LOCKED`: a staff account locked after too many wrong second-factor codes in a
 *   row, until an administrator unlocks it (HTTP 403; issue 23 item 3).
 * - `DECISIONS_NOT_ALLOWED` (403): the deployment decides contract requests on the other side
 *   (`CONTRACT_REQUEST_DECISIONS`: the staff console only, or the ERP only; issue 22 item 5).
 */
export const extensionErrorCodes = [
  ...extensionConfirmErrorCodes,
  'TERMINATION_NOT_ALLOWED',
  'PARKING_RESERVATION_OVERLAP',
  'PARKING_CONTRACT_NOT_CURRENT',
  'USER_ALREADY_REGISTERED',
  'NO_TENANT_FOUND',
  'USER_EMAIL_NOT_VERIFIED',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_UPLOAD_CONFLICT',
  'SERVICE_UNAVAILABLE',
  'STAFF_ROLE_REQUIRED',
  'REQUEST_NOT_REVIEWABLE',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'REQUEST_HEADERS_TOO_LARGE',
  'CONTRACT_REQUEST_INVALID_TRANSITION',
  'JSON_TOO_DEEP',
  ...integrationErrorCodes,
  ...tokenErrorCodes,
  'STAFF_ACCOUNT_LOCKED',
  'DECISIONS_NOT_ALLOWED',
] as const

/**
 * Deepest nesting of objects and arrays a JSON request body may have (the body itself is level
 * 1). Every body of the contract is at most five levels deep; a deeper one is refused with
 * `JSON_TOO_DEEP` (issue 23 item 1: 10,000 levels stalled the server).
 */
export const MAX_JSON_DEPTH = 32

/** Every error code: spec 02 §8 plus {@link extensionErrorCodes}. */
export const errorCodes = [...specErrorCodes, ...extensionErrorCodes] as const
/** Schema of an error code. */
export const errorCodeSchema = z.enum(errorCodes)
/** An error code. */
export type ErrorCode = z.infer<typeof errorCodeSchema>

/** Marks a code the server never answers with: client-only, or carried in a redirect's query. */
export const notAnHttpStatus = -1

/**
 * HTTP status the server answers with for each code (spec 02 §8: 400 bad request and
 * validation, 401 unauthorised and impersonation write, 404 not found, 500 internal, 503
 * unavailable). `-1` ({@link notAnHttpStatus}) marks codes that never come in an HTTP error
 * answer: client-side kinds (`INVALID_RESPONSE`, `UNEXPECTED`, `UNKNOWN`, `REDIRECT`, the
 * `*_SUBMIT_ERROR` and `FILE_FAILED_TO_*` display codes, `LOGIN_*`), and the confirmation
 * outcomes that the identity callback carries in the `error` query parameter of its redirect
 * (see {@link confirmErrorCodes}).
 */
export const errorStatus: Record<ErrorCode, number> = {
  UNAUTHORIZED: 401,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  INTERNAL_SERVER_ERROR: 500,
  REDIRECT: notAnHttpStatus,
  UNKNOWN: notAnHttpStatus,
  UNEXPECTED: notAnHttpStatus,
  VALIDATION_ERROR: 400,
  INVALID_RESPONSE: notAnHttpStatus,
  NO_ACTIVE_CONTRACTS: notAnHttpStatus,
  ERROR_FETCHING_CONTRACTS: notAnHttpStatus,
  TERMINATE_CONTRACT_INIT_CONFIRM_ERROR: 502,
  TERMINATE_CONTRACT_CONFIRM_ERROR: notAnHttpStatus,
  MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR: 502,
  MODIFICATION_CONTRACT_CONFIRM_ERROR: notAnHttpStatus,
  CONFIRM_OPERATION_CANCELLED: notAnHttpStatus,
  CONFIRM_OPERATION_NO_IDENTITY_VERIFIER: notAnHttpStatus,
  CONFIRM_OPERATION_NO_IDENTITY: notAnHttpStatus,
  CONFIRM_OPERATION_NO_USER: notAnHttpStatus,
  CONFIRM_OPERATION_NO_ATTRIBUTES: notAnHttpStatus,
  CONFIRM_OPERATION_IDENTITY_MISMATCH: notAnHttpStatus,
  CONFIRM_OPERATION_GENERIC_ERROR: notAnHttpStatus,
  CONFIRM_OPERATION_INVALID_CONFIRM_TYPE: 400,
  LOGIN_FAILED: notAnHttpStatus,
  LOGIN_EXPIRED: notAnHttpStatus,
  INVALID_CREDENTIALS: 401,
  USER_NOT_CONFIRMED: 403,
  AUTH_ERROR: 401,
  FORGOT_OR_CHANGE_PASSWORD: notAnHttpStatus,
  SEND_PASSWORD_RESET_CODE: notAnHttpStatus,
  DEFECT_NOTICE_SUBMIT_ERROR: notAnHttpStatus,
  DEFECT_NOTICE_MISSING_PHONE_NUMBER: 400,
  QUESTION_SUBMIT_ERROR: notAnHttpStatus,
  QUESTION_MISSING_PHONE_NUMBER: 400,
  FEEDBACK_SUBMIT_ERROR: notAnHttpStatus,
  FEEDBACK_MISSING_PHONE_NUMBER: 400,
  FILE_FAILED_TO_OPEN: notAnHttpStatus,
  FILE_FAILED_TO_LOAD: notAnHttpStatus,
  CODE_MISMATCH_EXCEPTION: 400,
  EXPIRED_CODE_EXCEPTION: 400,
  INVALID_PASSWORD_EXCEPTION: 400,
  LIMIT_EXCEEDED_EXCEPTION: 429,
  TOO_MANY_FAILED_ATTEMPTS_EXCEPTION: 429,
  TOO_MANY_REQUESTS_EXCEPTION: 429,
  USER_NOT_CONFIRMED_EXCEPTION: 403,
  USER_NOT_FOUND_EXCEPTION: 404,
  BULLETIN_NOT_FOUND: 404,
  IMPERSONATION_WRITE_ACCESS_DENIED: 401,
  CONFIRM_OPERATION_TOO_EARLY: 409,
  CONFIRM_OPERATION_PASSPORT_IDENTITY_NOT_ALLOWED: 403,
  CONFIRM_OPERATION_NONCE_DIFF_FAILED: notAnHttpStatus,
  CONFIRM_OPERATION_FORM_VALUES_MISSING: notAnHttpStatus,
  CONFIRM_OPERATION_MISSING_CONTRACT_ID: notAnHttpStatus,
  CONFIRM_OPERATION_ADDRESS_FETCH_ERROR: 502,
  CONFIRM_OPERATION_NO_RESIDENT_ACCOUNT: 409,
  CONFIRM_OPERATION_TERMINATION_REQUEST_EXISTS: 409,
  TERMINATION_NOT_ALLOWED: 409,
  PARKING_RESERVATION_OVERLAP: 409,
  PARKING_CONTRACT_NOT_CURRENT: 403,
  USER_ALREADY_REGISTERED: 409,
  NO_TENANT_FOUND: 404,
  USER_EMAIL_NOT_VERIFIED: 403,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_UPLOAD_CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  STAFF_ROLE_REQUIRED: 403,
  REQUEST_NOT_REVIEWABLE: 409,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_HEADERS_TOO_LARGE: 431,
  CONTRACT_REQUEST_INVALID_TRANSITION: 409,
  JSON_TOO_DEEP: 400,
  INVALID_TOKEN: 401,
  INSUFFICIENT_SCOPE: 403,
  PRECONDITION_FAILED: 412,
  REFERENCE_NOT_FOUND: 422,
  INVALID_JSON: 400,
  DUPLICATE_EXTERNAL_ID: 409,
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  invalid_scope: 400,
  unsupported_grant_type: 400,
  STAFF_ACCOUNT_LOCKED: 403,
  DECISIONS_NOT_ALLOWED: 403,
}

/** True when the server may answer with `code` in an HTTP error body. */
export function isServerErrorCode(code: ErrorCode): boolean {
  return errorStatus[code] !== notAnHttpStatus
}

/**
 * Outcomes of an identity confirmation that come back to the terminate, confirm or add-tenant
 * page in its `error` query parameter (spec 02 §8 "Confirm views"; spec 01 §4 confirmation
 * error kinds).
 */
export const confirmErrorCodes = [
  ...specConfirmErrorCodes,
  ...extensionConfirmErrorCodes,
] as const satisfies readonly ErrorCode[]
/** Schema of a confirmation outcome code. */
export const confirmErrorCodeSchema = z.enum(confirmErrorCodes)
/** A confirmation outcome code. */
export type ConfirmErrorCode = z.infer<typeof confirmErrorCodeSchema>

/**
 * Any error answer: `{ error: CODE, details?: {...} }`. `details` is present for validation
 * errors ({@link fieldErrorsSchema}) and for a few codes that carry data (e.g.
 * `TERMINATION_NOT_ALLOWED` with `{ reason }`).
 */
export const apiErrorSchema = z.object({
  error: errorCodeSchema,
  details: z.record(z.string(), z.unknown()).optional(),
})
/** An error answer. */
export type ApiError = z.infer<typeof apiErrorSchema>

/** Schema of a spec 02 §5 validation message key. */
export const messageKeySchema = z.enum(messageKeys)

/**
 * A validation error answer (status 400): `fieldErrors` maps a field path (dot-separated, e.g.
 * `beneficiaries.0.iban`; `''` for the whole body; `fieldErrorsOf` of `@asukas/domain` builds it) to a spec 02 §5 message key.
 */
export const fieldErrorsSchema = z.object({
  error: z.literal('VALIDATION_ERROR'),
  details: z.object({ fieldErrors: z.record(z.string(), messageKeySchema) }),
})
/** A validation error answer. */
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

/**
 * Login page states (spec 02 §8 "Login page states", spec 01 §4 "Login errors arriving as
 * state"), carried in the login page's `error` query parameter; plus `user_email_not_verified`
 * and `internal_error`, which the spec also names.
 */
export const loginStates = [
  'registration_link_fetch_failed',
  'user_not_confirmed',
  'invalid_credentials',
  'registration_cancelled',
  'registration_failed',
  'user_already_registered',
  'no_tenant_found',
  'generic_error',
  'login_expired',
  'user_email_not_verified',
  'internal_error',
] as const
/** Schema of a login page state. */
export const loginStateSchema = z.enum(loginStates)
/** A login page state. */
export type LoginState = z.infer<typeof loginStateSchema>
