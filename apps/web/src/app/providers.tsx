/**
 * App-wide providers: TanStack Query and the interface language. The router is rendered inside
 * them, so every screen (and the router's error element) can use queries and translations.
 */
import { StrictMode } from 'react'
import type { ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { LanguageProvider } from '../shared/i18n/LanguageProvider.tsx'

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
        <LanguageProvider>{children}</LanguageProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
