/**
 * Calls about the signed-in user: metadata, profile, permissions, notifications, update and
 * removal (spec 02 §7).
 */
import { z } from 'zod'
import { ownInfoFormSchema } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { emptyObjectSchema, timestampSchema, uuidSchema } from '../entities/common.ts'
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
 * profile. 401 IMPERSONATION_WRITE_ACCESS_DENIED for impersonators.
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
