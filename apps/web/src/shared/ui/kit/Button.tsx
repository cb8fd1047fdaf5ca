/**
 * Buttons of the UI kit. `Button` is the one button of the app: a native `<button>` (keyboard,
 * form submission and the disabled state come from the browser, and it costs the first page
 * nothing), styled by variant. `ButtonLink` is navigation that looks like a button (a router
 * `<Link>`); `buttonClassName` gives the same look to a plain `<a>`.
 *
 * A pending button (`pending`) is disabled, marked `aria-busy` and shows `pendingText`, so a
 * second click cannot send a call twice (spec 02 §8 forms: submit is disabled while it runs).
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Link } from 'react-router'
import type { LinkProps } from 'react-router'
import styles from './Button.module.css'

/**
 * Looks of a button: `link` is a button that reads as a text link (an in-page action); `plain`
 * has no look of its own, for a control whose component styles it (a menu toggle, a close icon).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link' | 'plain'

/** Look options shared by {@link Button}, {@link ButtonLink} and {@link buttonClassName}. */
export interface ButtonLook {
  /** Default `primary`. */
  variant?: ButtonVariant
  /** A smaller button (e.g. inside a list row). */
  size?: 'md' | 'sm'
  /** Full width. */
  block?: boolean
}

/** The class names of a button look (for an `<a>` that must look like a button). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonLook = {}) {
  if (variant === 'plain') return styles.plain ?? ''
  return [styles.button, styles[variant], size === 'sm' && styles.small, block && styles.block]
    .filter(Boolean)
    .join(' ')
}

/** Props of {@link Button}. */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>, ButtonLook {
  children: ReactNode
  /** True while the button's call runs: disabled, `aria-busy`, labelled `pendingText`. */
  pending?: boolean
  /** The label while `pending`; the normal label when omitted. */
  pendingText?: ReactNode
  /** `data-qa` of the button (e2e tests). */
  qa?: string
  /** Extra class names (layout only; the look comes from the variant). */
  className?: string
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button. `type` defaults to `button`; pass `type="submit"` for a form's submit button.
 * Disabled when `disabled` or `pending`.
 */
export function Button({
  children,
  variant,
  size,
  block,
  pending = false,
  pendingText,
  qa,
  className,
  type = 'button',
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      data-qa={qa}
    >
      {pending && pendingText !== undefined ? pendingText : children}
    </button>
  )
}

/** Props of {@link ButtonLink}: a router link with a button look. */
export type ButtonLinkProps = Omit<LinkProps, 'className'> & ButtonLook & { qa?: string }

/** Navigation that looks like a button (a router `<Link>`). */
export function ButtonLink({ variant, size, block, qa, ...link }: ButtonLinkProps) {
  return <Link {...link} className={buttonClassName({ variant, size, block })} data-qa={qa} />
}
