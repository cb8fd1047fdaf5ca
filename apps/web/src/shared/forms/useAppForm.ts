/**
 * The one way to build a form (issue 10 "one form scaffolding"; ARCHITECTURE "State and forms"):
 * react-hook-form with a zod schema (the contract's body schema, or a UI form schema that extends
 * it) as resolver, errors after touch or submit (`onTouched`), and:
 *
 * - `applyServerErrors(error)`: a 400 VALIDATION_ERROR's `details.fieldErrors` (spec 02 §8: field
 *   path → spec 02 §5 message key) are set on the matching fields, so the server's verdict shows
 *   where the user typed (e.g. an e-mail already in use); the first one gets focus;
 * - `focusFirstError()`: focus and scroll to the first field in error (a client-side failure of
 *   `handleSubmit` does this by itself through `shouldFocusError`);
 * - `submitDisabled(pending)`: true while the call runs or for an impersonating staff user
 *   (spec 01 §6: read-only), together with `useIsImpersonator`.
 *
 * The 1 s write delay of spec 02 §7 is not here: every POST and PATCH already waits it in the API
 * client (`writeDelayMs`, set to 0 by tests), so a form only shows its pending state meanwhile.
 *
 * Errors stay message keys in the form state and are translated at render
 * (`validationMessage(t, errors.x?.message)`), so switching the language retranslates them.
 */
import { useCallback } from 'react'
import { useForm } from 'react-hook-form'
import type { FieldPath, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { isApiError } from '../api/client.ts'

/** A form made by {@link useAppForm}: react-hook-form's API plus the scaffolding helpers. */
export interface AppForm<TInput extends FieldValues, TOutput> extends UseFormReturn<
  TInput,
  unknown,
  TOutput
> {
  /**
   * Sets the field errors of a 400 VALIDATION_ERROR answer on the form's fields (message keys,
   * translated at render) and focuses the first. Field paths not in the form are ignored.
   * Returns true when at least one field error was set.
   */
  applyServerErrors: (error: unknown) => boolean
  /** Focuses and scrolls to the first field in error (in the order of the form's fields). */
  focusFirstError: () => void
}

/** The field errors (`field path → message key`) of a 400 VALIDATION_ERROR, or null. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error, 'VALIDATION_ERROR')) return null
  const details = error.details as { fieldErrors?: unknown } | undefined
  const fieldErrors = details?.fieldErrors
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return null
  const entries = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

/** Scrolls `element` to the middle of the view (no-op where unsupported, e.g. jsdom). */
function scrollToElement(element: Element | null | undefined): void {
  if (element && typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'center' })
  }
}

/**
 * A react-hook-form form validated by `schema` (errors after touch or submit; the first invalid
 * field focused on a failed submit). `options` are react-hook-form's, without the resolver.
 */
export function useAppForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): AppForm<z.input<TSchema>, z.output<TSchema>> {
  type Input = z.input<TSchema>
  const form = useForm<Input, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  })
  const { setError, setFocus, getValues } = form

  const focusFirstError = useCallback(() => {
    const errors = form.formState.errors as Record<string, unknown>
    const first = Object.keys(getValues()).find((name) => errors[name] !== undefined)
    if (!first) return
    setFocus(first as FieldPath<Input>)
    scrollToElement(document.activeElement)
  }, [form.formState, getValues, setFocus])

  const applyServerErrors = useCallback(
    (error: unknown) => {
      const fieldErrors = serverFieldErrors(error)
      if (!fieldErrors) return false
      const fields = new Set(Object.keys(getValues()))
      const known = Object.entries(fieldErrors).filter(([path]) => fields.has(path.split('.')[0]!))
      known.forEach(([path, key], index) =>
        setError(
          path as FieldPath<Input>,
          { type: 'server', message: key },
          { shouldFocus: index === 0 },
        ),
      )
      if (known.length > 0) scrollToElement(document.activeElement)
      return known.length > 0
    },
    [getValues, setError],
  )

  return Object.assign(form, { applyServerErrors, focusFirstError })
}

/**
 * The query key of GET /api/user/metadata (`queryKeyOf(userMetadata)`, `shared/api/query-keys.ts`),
 * written out: public pages must not load the session calls' schemas. A unit test holds it equal
 * to the derived key.
 */
export const userMetadataKey = ['GET /api/user/metadata'] as const

/**
 * True while the signed-in user is a staff member looking at the portal as a resident (spec 01
 * §6: read-only). Reads the session's metadata when it is already loaded (the authenticated
 * layout loads it); public pages have no session and get false.
 */
export function useIsImpersonator(): boolean {
  const client = useQueryClient()
  const metadata = client.getQueryData<{ isImpersonator?: boolean }>(userMetadataKey)
  return metadata?.isImpersonator === true
}

/** Whether a submit button is disabled: while its call runs, or for an impersonator. */
export function submitDisabled(pending: boolean, isImpersonator: boolean): boolean {
  return pending || isImpersonator
}
