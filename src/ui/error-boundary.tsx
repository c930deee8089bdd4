import { Component, type ReactNode } from 'react';

interface Props {
  readonly children: ReactNode;
  /** What to show instead of the children once one of them has thrown while drawing. */
  readonly fallback: (error: Error, retry: () => void) => ReactNode;
  readonly onError?: (error: Error) => void;
}

/**
 * Stops an error thrown while drawing its children from taking the whole page with it: the children are replaced by
 * `fallback`, and `retry` draws them again. React offers this only as a class component.
 */
export class ErrorBoundary extends Component<Props, { readonly error: Error | null }> {
  override state: { readonly error: Error | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(thrown: unknown) {
    this.props.onError?.(thrown instanceof Error ? thrown : new Error(String(thrown)));
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
