/** The picture of a spot from its equipment (spec 02 §1 "An electric icon … shelter, garage or hall, with disabled and motorbike variants"). */
import { spotIcon } from '@asukas/domain'
import styles from './Parking.module.css'

const paths: Record<ReturnType<typeof spotIcon>['base'], string> = {
  electric: 'M13 2 4 14h6l-1 8 9-12h-6l1-8z',
  garage: 'M3 11 12 4l9 7v9h-4v-6H7v6H3z',
  hall: 'M3 21V8l9-5 9 5v13h-5v-7H8v7z',
  shelter: 'M2 10 12 4l10 6v2H2zM5 12h2v9H5zm12 0h2v9h-2z',
  outdoor: 'M6 3h7a5 5 0 0 1 0 10h-3v8H6zm4 4v2h3a1 1 0 0 0 0-2z',
}

const variantPaths = {
  disabled:
    'M12 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm-1 6h3v5h4l3 7-2 1-2.5-5H11zM9 11v2a4 4 0 1 0 5 5h2a6 6 0 1 1-7-7z',
  motorbike:
    'M5 13a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm14 0a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM8 10h5l2-3h3v2h-2l-3 4H9z',
} as const

/** A decorative 20 px icon (the spot's text says the same). */
export function SpotIcon({ equipment }: { equipment: readonly string[] }) {
  const icon = spotIcon(equipment)
  return (
    <span
      className={styles.icon}
      data-icon={icon.base}
      data-variant={icon.variant}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path d={paths[icon.base]} fill="currentColor" />
      </svg>
      {icon.variant !== 'standard' && (
        <svg
          viewBox="0 0 24 24"
          width="14"
          height="14"
          focusable="false"
          className={styles.iconVariant}
        >
          <path d={variantPaths[icon.variant]} fill="currentColor" />
        </svg>
      )}
    </span>
  )
}
