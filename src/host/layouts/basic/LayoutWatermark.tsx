import { Watermark } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { useSession } from '../../app/use-stores';

/**
 * The signed-in frame under a watermark of the user's real name (spec §2: zIndex 10000, rotate -30).
 * It never takes clicks (pointer-events none) and comes back if removed from the DOM.
 */
export function LayoutWatermark({ children }: { children: ReactNode }) {
  const name = useSession((state) => state.userInfo?.realname || state.userInfo?.username || '');
  if (!name) return <>{children}</>;
  return (
    <Watermark
      content={name}
      zIndex={10000}
      rotate={-30}
      gap={[120, 120]}
      fontStyle={{ color: 'rgba(0, 0, 0, 0.06)', fontSize: 15 }}
    >
      {children}
    </Watermark>
  );
}
