/**
 * The front page's public surface (ADR 0017): the notification queries (messages close and list
 * them too) and the query keys a write elsewhere invalidates.
 */
export { frontPageKeys, useCloseNotification, useNotifications } from './queries.ts'
