import { useLayoutEffect, useState } from 'react';

/**
 * A value (a query's variables) as of the last committed render, and whether it is the one given now.
 *
 * Apollo's useQuery re-asks for new variables *while rendering*. The router applies a new URL in a
 * React transition (Back and Forward always), so React renders the page with the new URL and,
 * interrupted, again with the committed one: a query pointed at each render's variables asks for
 * both, each answer interrupts the transition again, and the page ping-pongs between them (dozens of
 * queries). Given this hook's value instead, a query only ever sees the variables of a committed
 * render: once a render with new ones is on screen, the layout effect (before the browser paints)
 * moves it to them, once. Values are compared by their JSON.
 */
export function useCommittedValue<T>(value: T): { value: T; current: boolean } {
  const key = JSON.stringify(value);
  const [committed, setCommitted] = useState({ key, value });
  useLayoutEffect(() => {
    // On purpose after commit (a transition's discarded renders never get here), not during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (committed.key !== key) setCommitted({ key, value });
  }, [committed.key, key, value]);
  return { value: committed.value, current: committed.key === key };
}
