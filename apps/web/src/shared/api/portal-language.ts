/**
 * The resident's portal language on the server (issue 10 finding 3): when a signed-in resident
 * picks a language in the switcher, `POST /api/user/locale` stores it, and every mail to them
 * goes out in it — not in the language of whichever browser signs in later.
 */
import { useMutation } from '@tanstack/react-query'
import { updateUserLocale } from '@asukas/contract/endpoints/user'
import type { Lang } from '@asukas/domain'
import { apiRequest } from './client.ts'

/**
 * A function that stores `lang` as the signed-in resident's portal language. Fire and forget:
 * the switch itself is instant; a failed save leaves the earlier mail language, and the next
 * switch tries again. Do not call it for an impersonator (the server refuses their writes).
 */
export function useSavePortalLanguage(): (lang: Lang) => void {
  const { mutate } = useMutation({
    mutationFn: (locale: Lang) => apiRequest(updateUserLocale, { body: { locale } }),
  })
  return mutate
}
