import { Component, Suspense, lazy } from 'react'
import type { ComponentType, ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { lazyComponent, loadOnce, tracked } from '../src/shared/lib/lazy-module.ts'
import { screenModule, screenModules } from '../src/app/route-modules.ts'

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

/**
 * What the first synchronous commit shows (the render a query's data triggers: React shows the
 * fallback of a component that suspends there, then throttles its reveal).
 */
function firstCommit(element: ReactNode): string {
  const container = document.createElement('div')
  document.body.append(container)
  containers.push(container)
  // An error the boundary shows is expected here, not reported.
  const root = createRoot(container, { onCaughtError: () => undefined })
  flushSync(() => root.render(<Suspense fallback="loading">{element}</Suspense>))
  const text = container.textContent ?? ''
  act(() => root.unmount())
  return text
}

const screen = () => Promise.resolve({ default: ({ name }: { name: string }) => `screen ${name}` })

describe('lazy modules', () => {
  it('renders a screen whose code is already in without suspending (React.lazy suspends)', async () => {
    const load = () => screen()
    await loadOnce(load)
    expect(firstCommit(createElementOf(lazyComponent(load)))).toBe('screen a')
    // The same module through React.lazy shows the fallback first.
    const reactLazy = lazy(() => screen())
    expect(firstCommit(createElementOf(reactLazy))).toBe('loading')
  })

  it('suspends while the code loads, and shares one load between prefetch and render', async () => {
    let calls = 0
    let resolve: () => void = () => undefined
    const load = () => {
      calls++
      return new Promise<Awaited<ReturnType<typeof screen>>>((done) => {
        resolve = () => void screen().then(done)
      })
    }
    const Lazy = lazyComponent(load)
    expect(firstCommit(createElementOf(Lazy))).toBe('loading')
    resolve()
    await loadOnce(load)
    expect(firstCommit(createElementOf(Lazy))).toBe('screen a')
    expect(calls).toBe(1)
  })

  it('throws a failed load to the error boundary', async () => {
    const load = () => Promise.reject(new Error('chunk missing'))
    await expect(loadOnce(load)).rejects.toThrow('chunk missing')
    expect(loadOnce(load).status).toBe('rejected')
    const Lazy = lazyComponent(load as unknown as typeof screen)
    expect(firstCommit(<Boundary>{createElementOf(Lazy)}</Boundary>)).toBe('failed: chunk missing')
  })

  it('marks a promise with its outcome, as React reads it', async () => {
    const done = tracked(Promise.resolve(42))
    expect(done.status).toBe('pending')
    await done
    expect(done).toMatchObject({ status: 'fulfilled', value: 42 })
  })

  it("loads a route that shows another route's screen through that route's loader", () => {
    expect(screenModule('paymentHistory')).toBe(screenModules.paymentInfo)
    expect(screenModule('bulletinOnBoard')).toBe(screenModules.bulletin)
    expect(screenModule('defectNoticeEdit')).toBe(screenModules.defectNoticeCreate)
    expect(screenModule('parking')).toBe(screenModules.parking)
  })
})

function createElementOf(Screen: ComponentType<{ name: string }>) {
  return <Screen name="a" />
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? `failed: ${this.state.error.message}` : this.props.children
  }
}
