import { Component, type ReactNode } from 'react';
import { RouteError } from './screen-error';

/**
 * A screen that throws while rendering or whose chunk fails to load (e.g. lost after a deploy) shows RouteError
 * inside the shell; moving to another path (`resetOn`) tries again.
 */
export class ScreenBoundary extends Component<
  { resetOn: string; children: ReactNode },
  { error: unknown; at: string | null }
> {
  override state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('screen failed') };
  }

  static getDerivedStateFromProps(props: { resetOn: string }, state: { error: unknown; at: string | null }) {
    if (state.error && state.at !== null && state.at !== props.resetOn) return { error: null, at: null };
    return state.error && state.at === null ? { ...state, at: props.resetOn } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
