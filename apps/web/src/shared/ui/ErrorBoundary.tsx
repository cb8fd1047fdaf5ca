/**
 * A React error boundary: shows `fallback` instead of a subtree that threw while rendering, so an
 * unexpected failure gives the 'page out of order' page (spec 02 §8) rather than a blank screen.
 */
import { Component } from 'react'
import type { ReactNode } from 'react'

interface ErrorBoundaryState {
  failed: boolean
}

/** Renders `children`, or `fallback` once a render error has been caught. */
export class ErrorBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  ErrorBoundaryState
> {
  override state: ErrorBoundaryState = { failed: false }

  /** Switches to the fallback after a render error. */
  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
