/**
 * Calls about the signed-in user: metadata, profile, permissions, notifications, update and
 * removal (spec 02 §7).
 */
import { z } from 'zod'
import { codeSchema, emailSchema, loginFormSchema, ownInfoFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import {
  bodyObject,
  emptyObjectSchema,
  localeSchema,
  timestampSchema,
  uuidSchema,
} from '../entities/common.ts'
import { notificationSchema } from '../entities/notification.ts'
import {
  contractPermissionSchema,
  userMetadataSchema,
  userProfileSchema,
} from '../entities/user.ts'

/** GET /api/user/metadata: impersonation and identity provider of the session. */
export const userMetadata = defineEndpoint({
  method: 'GET',
  path: '/api/user/metadata',
  response: userMetadataSchema,
  summary: 'Session metadata (impersonation, identity provider)',
  tag: 'user',
  errors: [],
})

/** GET /api/user/profile: the resident's profile. */
export const userProfile = defineEndpoint({
  method: 'GET',
  path: '/api/user/profile',
  response: userProfileSchema,
  summary: 'Profile of the signed-in resident',
  tag: 'user',
  errors: [],
})

/**
 * Answer of `userLastStaffView`: when staff last read the portal as this resident (an
 * impersonated read, audited as `impersonated_read`), or null when never (issue 23 item 9).
 */
export const lastStaffViewSchema = z.object({ lastViewedAt: timestampSchema.nullable() })
/** When staff last looked as the resident. */
export type LastStaffView = z.infer<typeof lastStaffViewSchema>

/**
 * GET /api/user/last-staff-view: when staff last looked at the portal as this resident (own
 * information shows it, issue 23 item 9).
 */
export const userLastStaffView = defineEndpoint({
  method: 'GET',
  path: '/api/user/last-staff-view',
  response: lastStaffViewSchema,
  summary: 'When staff last looked at the portal as the resident',
  tag: 'user',
  errors: [],
})

/** GET /api/user/permissions: tenant roles per contract. */
export const userPermissions = defineEndpoint({
  method: 'GET',
  path: '/api/user/permissions',
  response: z.array(contractPermissionSchema),
  summary: 'Tenant roles of the resident per contract',
  tag: 'user',
  errors: [],
})

/** GET /api/user/notifications: the open notifications (closedAt null) of all the user's contracts. */
export const notifications = defineEndpoint({
  method: 'GET',
  path: '/api/user/notifications',
  response: z.array(notificationSchema),
  summary: 'Open notifications of the resident',
  tag: 'user',
  errors: [],
})

/** Answer of closing a notification: its id and the close time. */
export const closedNotificationSchema = z.object({ id: uuidSchema, closedAt: timestampSchema })
/** Answer of closing a notification. */
export type ClosedNotification = z.infer<typeof closedNotificationSchema>

/**
 * POST /api/user/notifications/:id/close: closes a closeable notification (empty body).
 * 404 NOT_FOUND for another user's or a non-closeable notification; 401
 * IMPERSONATION_WRITE_ACCESS_DENIED when impersonating (spec 01 §4).
 */
export const closeNotification = defineEndpoint({
  method: 'POST',
  path: '/api/user/notifications/:id/close',
  params: z.object({ id: uuidSchema }),
  response: closedNotificationSchema,
  summary: 'Close a notification',
  tag: 'user',
  errors: [],
})

/**
 * Body of `updateUser`: `ownInfoFormSchema` of `@asukas/domain` — e-mail and phone required,
 * the three communication choices booleans (spec 02 §5 User info).
 */
export const updateUserBodySchema = ownInfoFormSchema
/** Body of `updateUser`. */
export type UpdateUserBody = z.input<typeof updateUserBodySchema>

/**
 * POST /api/user/update: save contact details and communication choices; answers the updated
 * profile. `email` must be the current login address: it changes only with proof, through
 * {@link startEmailChange} and {@link confirmEmailChange} (issue 8 item 6); another address is
 * 400 VALIDATION_ERROR `{ email: 'invalid_string' }`. 401 IMPERSONATION_WRITE_ACCESS_DENIED for
 * impersonators.
 */
export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/api/user/update',
  body: updateUserBodySchema,
  response: userProfileSchema,
  summary: 'Update contact details and communication choices',
  tag: 'user',
  errors: [
    'INVALID_CREDENTIALS',
    'INVALID_PASSWORD_EXCEPTION',
    'CODE_MISMATCH_EXCEPTION',
    'EXPIRED_CODE_EXCEPTION',
    'LIMIT_EXCEEDED_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})

/** Body and answer of `updateUserLocale`: the resident's portal language (fi, sv, en). */
export const userLocaleSchema = bodyObject({ locale: localeSchema })
/** Body and answer of `updateUserLocale`. */
export type UserLocale = z.infer<typeof userLocaleSchema>

/**
 * POST /api/user/locale: store the language the resident chose in the portal's language
 * switcher (issue 10 finding 3). Every mail to the resident goes out in this language, whatever
 * the language of the browser that later signs in or makes the request. Registration stores the
 * first value (the language the resident registered in). 400 VALIDATION_ERROR for another code;
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED for impersonators.
 */
export const updateUserLocale = defineEndpoint({
  method: 'POST',
  path: '/api/user/locale',
  body: userLocaleSchema,
  response: userLocaleSchema,
  summary: "Store the resident's portal language (the language of their e-mail)",
  tag: 'user',
  errors: [],
})

/**
 * POST /api/remove-user: delete the resident's account and end the session (needs the
 * removeUser flag, else 404 NOT_FOUND; 401 IMPERSONATION_WRITE_ACCESS_DENIED for impersonators).
 */
export const removeUser = defineEndpoint({
  method: 'POST',
  path: '/api/remove-user',
  response: emptyObjectSchema,
  summary: 'Delete the account',
  tag: 'user',
  errors: ['NOT_FOUND'],
})

/**
 * Body of `startEmailChange`: the new login address and the current password (required, at most
 * 256 characters, as at login).
 */
export const startEmailChangeBodySchema = bodyObject({
  newEmail: emailSchema,
  password: loginFormSchema.shape.password,
})
/** Body of `startEmailChange`. */
export type StartEmailChangeBody = z.input<typeof startEmailChangeBodySchema>

/** Answer of `startEmailChange`: when the mail was sent. */
export const emailChangeStartedSchema = z.object({ sentAt: timestampSchema })
/** Answer of `startEmailChange`. */
export type EmailChangeStarted = z.infer<typeof emailChangeStartedSchema>

/**
 * POST /api/user/email-change: start changing the login e-mail (issue 8 item 6). With the right
 * password a 6-digit code goes to the new address; when another account has that address, its
 * owner gets a notice instead. The answer is the same either way. 401 INVALID_CREDENTIALS (wrong
 * password), 400 VALIDATION_ERROR, 429 LIMIT_EXCEEDED_EXCEPTION (`details.retryAfter` seconds),
 * 401 IMPERSONATION_WRITE_ACCESS_DENIED for impersonators.
 */
export const startEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/user/email-change',
  body: startEmailChangeBodySchema,
  response: emailChangeStartedSchema,
  summary: 'Start changing the login e-mail (password, then a code to the new address)',
  tag: 'user',
  errors: ['INVALID_CREDENTIALS', 'LIMIT_EXCEEDED_EXCEPTION', 'TOO_MANY_REQUESTS_EXCEPTION'],
})

/** Body of `confirmEmailChange`: the code mailed to the new address. */
export const confirmEmailChangeBodySchema = bodyObject({ code: codeSchema })
/** Body of `confirmEmailChange`. */
export type ConfirmEmailChangeBody = z.input<typeof confirmEmailChangeBodySchema>

/** Answer of `confirmEmailChange`: the new login address. */
export const emailChangedSchema = z.object({ email: z.string() })
/** Answer of `confirmEmailChange`. */
export type EmailChanged = z.infer<typeof emailChangedSchema>

/**
 * POST /api/user/email-change/confirm: the code makes the new address the login; the old
 * address is told and the other sessions end. 400 CODE_MISMATCH_EXCEPTION,
 * EXPIRED_CODE_EXCEPTION; 429 TOO_MANY_FAILED_ATTEMPTS_EXCEPTION, TOO_MANY_REQUESTS_EXCEPTION.
 */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/api/user/email-change/confirm',
  body: confirmEmailChangeBodySchema,
  response: emailChangedSchema,
  summary: 'Confirm the new login e-mail with the mailed code',
  tag: 'user',
  errors: [
    'CODE_MISMATCH_EXCEPTION',
    'EXPIRED_CODE_EXCEPTION',
    'TOO_MANY_FAILED_ATTEMPTS_EXCEPTION',
    'TOO_MANY_REQUESTS_EXCEPTION',
  ],
})
