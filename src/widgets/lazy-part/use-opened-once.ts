import { useState } from 'react';

/**
 * True from the first render with `open` on: a lazy modal mounts when first opened and then stays
 * mounted, so it closes with its animation and keeps what the user left in it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
