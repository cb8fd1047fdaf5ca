/**
 * The text of a failed staff action on the integration screens: the staff console's common
 * messages for the codes these endpoints answer (403 STAFF_ROLE_REQUIRED, 404 NOT_FOUND, the
 * impersonation write guard), else "saving failed".
 */
import { isApiError } from '../../../shared/api/client.ts'
import { useStaffConsoleText } from '../../../shared/i18n/staff-console/section.ts'

/** A function from an error to the text to show. */
export function useErrorText(): (error: unknown) => string {
  const c = useStaffConsoleText().common
  return (error) => {
    if (isApiError(error, 'STAFF_ROLE_REQUIRED')) return c.forbidden
    if (isApiError(error, 'NOT_FOUND')) return c.notFound
    if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) return c.writeDenied
    return c.saveFailed
  }
}
