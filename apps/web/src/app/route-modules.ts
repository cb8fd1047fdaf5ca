/**
 * The code-loading functions of the authenticated layout and of screens that the entry may start
 * loading before React asks for them (`route-prefetch.tsx`). The router's `React.lazy` uses the
 * same functions, so a chunk that the prefetch started is not fetched again.
 */
import type { ReactNode } from 'react'
import type { RouteName } from '@asukas/contract'

/** `import()` of a module whose default export is a component. */
export type ModuleLoader = () => Promise<{ default: () => ReactNode }>

/** Loaders of the authenticated layout and of the screens the prefetch knows. */
export const routeModules = {
  authenticatedLayout: () => import('./layouts/AuthenticatedLayout.tsx'),
  login: () => import('../features/auth/LoginScreen.tsx'),
  frontPage: () => import('./routes/FrontPageRoute.tsx'),
  bulletinBoard: () => import('../features/bulletins/BulletinBoardScreen.tsx'),
} satisfies Record<string, ModuleLoader>

/** The loader of screen `name`, when the prefetch knows it. */
export function screenModule(name: RouteName): ModuleLoader | undefined {
  return name === 'login' || name === 'frontPage' || name === 'bulletinBoard'
    ? routeModules[name]
    : undefined
}
