/**
 * App-wide providers: TanStack Query and the interface language (behind a Suspense boundary,
 * since Swedish and English translations load on demand). The router is rendered inside
 * them, so every screen (and the error page fallback) can use queries and translations.
 */
import { StrictMode, Suspense } from 'react'
import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { LanguageProvider } from '../shared/i18n/LanguageProvider.tsx'
import loaderStyles from '../shared/ui/Loader.module.css'

/** Wraps `children` in the query client and language providers (in StrictMode). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient
  children: ReactNode
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* The language provider suspends while Swedish or English translations load. */}
        <Suspense fallback={<div className={loaderStyles.fullPage} aria-busy="true" />}>
          <LanguageProvider>{children}</LanguageProvider>
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  )
}
