import { type ComponentType, createElement, lazy } from 'react';

export type LazyScreen<P> = ComponentType<P> & {
  /** Fetches the screen's code now; the screen then renders without suspending. */
  load: () => Promise<unknown>;
};

/**
 * `lazy`, except that a screen whose code is already in renders at once: the first screen's code
 * is loaded before the app's first render (app/routes/first-screen.ts), and `lazy` would still
 * suspend once, painting a spinner between the frame and the screen.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(once);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per screen, made once at module level
  const Screen = (props: P) => createElement(loaded ?? Lazy, props);
  Screen.load = once;
  return Screen;
}
