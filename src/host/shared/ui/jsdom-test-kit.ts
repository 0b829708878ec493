/**
 * jsdom has no `matchMedia`; Arco's responsive form grid subscribes to it. Tests that render an Arco form
 * call this first (it keeps a real one when the environment has it).
 *
 * @example stubMatchMedia(); render(<BaseConfigPage />)
 */
export function stubMatchMedia(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
