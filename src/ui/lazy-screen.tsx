import { type ComponentType, lazy } from 'react';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Fetches the screen's code now, so that showing it later never waits. */
  preload(): Promise<void>;
}

/**
 * A screen whose code loads when first shown (or preloaded). Once loaded it renders at once, without suspending
 * again: switching screens never flashes "Loading…" after the first time.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  let loaded: ComponentType | null = null;
  const remember = (module: M) => {
    loaded = pick(module);
    return loaded;
  };
  const Suspending = lazy(() => load().then((module) => ({ default: remember(module) })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen, at module level, never in a render
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Screen.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Screen;
}
