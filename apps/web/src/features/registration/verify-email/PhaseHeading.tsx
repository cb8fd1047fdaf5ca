/**
 * The heading of a verify-email phase with its step number ('Vaihe 2/3'); focused when the phase
 * is entered by the user (not on page load), so a screen reader hears where they are.
 */
import { useEffect, useRef } from 'react'
import { useAccountsText } from '../../../shared/i18n/accounts/section.ts'
import type { VerifyEmailPhase } from '../registration-flow.ts'
import account from '../../../shared/ui/AccountPage.module.css'

/** The numbered phases (success has no number). */
const numberedPhases: readonly VerifyEmailPhase[] = [
  'confirm-send',
  'verify-code',
  'create-password',
]

/** A phase's heading (`data-qa="verify-email-<phase>"`). */
export function PhaseHeading({
  phase,
  text,
  focus,
}: {
  phase: VerifyEmailPhase
  text: string
  focus: boolean
}) {
  const a = useAccountsText()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  const index = numberedPhases.indexOf(phase)
  return (
    <h2
      ref={heading}
      tabIndex={-1}
      className={account.phaseHeading}
      data-qa={`verify-email-${phase}`}
    >
      {index >= 0 && (
        <span className={account.phaseStep}>
          {a.common.stepOf(index + 1, numberedPhases.length)}
        </span>
      )}
      {text}
    </h2>
  )
}
