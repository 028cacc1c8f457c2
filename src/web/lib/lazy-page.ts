import { type ComponentType, createElement, lazy, useState } from 'react';

/** A lazily loaded page that can also be loaded ahead of its first render (`preload`). */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload()`: once the page's module has arrived, the page renders at once instead of
 * suspending for a frame. The public entry preloads the page it was served for before its first render
 * (public-main.tsx), so a visitor's first paint is the page itself, not a loading spinner that the page
 * replaces a moment later.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed load (a new deploy, a dropped connection) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per page at module level.
  function Page(props: P) {
    // Chosen once per mount: switching from the suspending wrapper to the page later would remount the page.
    const [component] = useState(() => loaded ?? (Suspending as ComponentType<P>));
    return createElement(component, props);
  }
  return Object.assign(Page, { preload });
}
