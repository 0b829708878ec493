import { type ComponentType, createElement, type FunctionComponent, lazy, useState } from 'react';

/** A component fetched on first use, with `preload()` for the moment the user shows intent (hover, focus). */
export type LazyPart<P> = FunctionComponent<P> & {
  /** Starts fetching the part (once); a failed fetch is tried again on the next call. */
  preload(): Promise<void>;
};

/**
 * A widget's rarely needed part (a modal's body, a cell's editor) in its own chunk: the element kit's
 * pages download it when it is first shown, not on load (README "One React per page"; the classic
 * bundles hold it, see `inlinePart`). Render it inside `<Suspense>`: the first showing waits for the
 * chunk, unless `preload()` fetched it already, then it renders at once.
 *
 * @example
 * const CronBuilderModal = lazyPart(() => import('./CronBuilderModal'), 'CronBuilderModal');
 * <Button onPointerEnter={CronBuilderModal.preload}>选择</Button>
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPart<M[K] extends ComponentType<infer P> ? P : never> {
  type P = M[K] extends ComponentType<infer Props> ? Props : never;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Waiting = lazy(() => fetchPart().then((component) => ({ default: component })));
  function Part(props: P) {
    // An instance keeps the type it started with: switching would remount it and lose its state.
    const [type] = useState<ComponentType<P>>(() => loaded ?? (Waiting as unknown as ComponentType<P>));
    return createElement(type as ComponentType<object>, props as object);
  }
  return Object.assign(Part, { preload: () => fetchPart().then(() => undefined) });
}

/**
 * What a classic-script bundle builds instead of `lazyPart(() => import('./Part'), 'Part')`
 * (vite.lib.config.ts): the part is in the file already, so it is the component itself.
 */
export function inlinePart<P>(component: ComponentType<P>): LazyPart<P> {
  return Object.assign(component, { preload: () => Promise.resolve() }) as unknown as LazyPart<P>;
}
