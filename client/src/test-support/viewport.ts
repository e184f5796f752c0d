/**
 * The window width media queries answer to in component tests (jsdom has no layout and no matchMedia):
 * `(min-width: …)` and `(max-width: …)` in px, as MUI's theme.breakpoints write them. Set it before rendering.
 */
let width = 1280;

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

export function setViewportWidth(next: number): void {
  width = next;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
