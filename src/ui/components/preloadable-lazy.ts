import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type LazyModule<P> = { default: ComponentType<P> };

/**
 * A module loader that remembers what it loaded: `lazy` over it renders at once once the module is
 * here (a preload, an earlier render), instead of suspending for a turn. A suspended first render
 * shows its fallback, and React then holds the content back for 300 ms after that fallback (its
 * reveal throttle): the leads screen's largest text painted about 400 ms after the first paint, its
 * chunks long since downloaded.
 */
export function rememberedLoader<P>(load: () => Promise<LazyModule<P>>) {
  let loaded: LazyModule<P> | null = null;
  const fetch = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  return {
    /**
     * For `lazy`: the module at once when it is here (React reads a thenable that answers at once),
     * else its download, failing with what `failure` makes of the error.
     */
    load: (failure: (error: unknown) => unknown = (error) => error): Promise<LazyModule<P>> =>
      loaded === null
        ? fetch().catch((error: unknown) => {
            throw failure(error);
          })
        : (answeredAtOnce(loaded) as Promise<LazyModule<P>>),
    /** The module is here: a render of it does not suspend. */
    isLoaded: (): boolean => loaded !== null,
    /** Starts the download ahead of the first render; a failure is left to the render's own attempt. */
    preload: (): Promise<void> => fetch().then(
      () => undefined,
      () => undefined,
    ),
  };
}

/** A thenable that calls back within `then`, so `React.lazy` finds the module resolved in the same render. */
const answeredAtOnce = <T>(value: T): PromiseLike<T> => ({
  then: <R>(onFulfilled?: ((value: T) => R | PromiseLike<R>) | null) => answeredAtOnce(onFulfilled ? (onFulfilled(value) as R) : (value as unknown as R)),
});

/** `React.lazy` that renders at once when its module was preloaded; `preload` starts the download. */
export function preloadableLazy<P extends object>(load: () => Promise<LazyModule<P>>): LazyExoticComponent<ComponentType<P>> & { readonly preload: () => Promise<void> } {
  const loader = rememberedLoader(load);
  return Object.assign(
    lazy(() => loader.load()),
    { preload: loader.preload },
  );
}
