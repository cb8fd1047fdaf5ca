/**
 * The password policy as a live checklist (spec 02 §5 General: at least 8 characters, a
 * lowercase and an uppercase letter, a digit and a special character; docs/specification.md: at most
 * 256 characters, no very common passwords). Each rule says whether the typed password meets
 * it, in text (not by colour alone). Give the list's `id` to the password input's
 * `aria-describedby`. The rules come from the domain's `passwordRuleFailures`, the same check the
 * form schema and the server run.
 */
import { passwordRuleFailures } from '@asukas/domain'
import type { PasswordRule } from '@asukas/domain'
import { useAccountsText } from '../i18n/accounts/section.ts'
import styles from './PasswordPolicy.module.css'

/** Rules always listed; `max_length` is listed only while it is broken. */
const listedRules: readonly PasswordRule[] = [
  'min_length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
  'common',
]

/** The checklist for `password`; `id` is the list's element id (`data-qa="password-policy"`). */
export function PasswordPolicy({ id, password }: { id: string; password: string }) {
  const t = useAccountsText().passwordPolicy
  const failures = new Set(passwordRuleFailures(password))
  const rules = failures.has('max_length') ? [...listedRules, 'max_length' as const] : listedRules
  return (
    <div className={styles.policy} data-qa="password-policy">
      <p className={styles.title} id={`${id}-title`}>
        {t.title}
      </p>
      <ul id={id} className={styles.list} aria-labelledby={`${id}-title`}>
        {rules.map((rule) => {
          const met = !failures.has(rule)
          return (
            <li
              key={rule}
              className={met ? `${styles.rule} ${styles.met}` : styles.rule}
              data-qa={`password-rule-${rule}`}
              data-met={met}
            >
              <span aria-hidden="true" className={styles.icon}>
                {met ? '✓' : '•'}
              </span>
              {t.rules[rule]}
              <span className="visually-hidden">: {met ? t.met : t.notMet}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
