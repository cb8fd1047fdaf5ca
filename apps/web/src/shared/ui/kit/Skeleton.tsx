/**
 * Placeholders of the final size for content that is loading (issue 9: no layout shift). They
 * are hidden from assistive technology; the loading state is announced by the surrounding
 * {@link AsyncView} or loader.
 */
import styles from './Skeleton.module.css'

/** `lines` grey text lines (the last one shorter). */
export function Skeleton({ lines = 3, qa = 'skeleton' }: { lines?: number; qa?: string }) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-qa={qa}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={styles.line} />
      ))}
    </div>
  )
}

/**
 * A grey block of a given height (CSS length), e.g. for a tile or an image; or sized by
 * `className` (e.g. an aspect ratio or a height per breakpoint).
 */
export function SkeletonBlock({
  height,
  className,
  qa = 'skeleton',
}: {
  height?: string
  className?: string
  qa?: string
}) {
  return (
    <div
      className={className ? `${styles.block} ${className}` : styles.block}
      style={height === undefined ? undefined : { height }}
      aria-hidden="true"
      data-qa={qa}
    />
  )
}
