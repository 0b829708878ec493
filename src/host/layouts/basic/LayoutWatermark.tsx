import { Watermark } from '@arco-design/web-react';
import type { CSSProperties, ReactNode } from 'react';
import { useSession } from '../../app/use-stores';

/**
 * Its children under a watermark of the signed-in user's real name (docs/business-spec.md §2: zIndex 10000, rotate
 * -30): the signed-in frame, and the exception pages, which live outside it. It never takes clicks
 * (pointer-events none) and comes back if removed from the DOM. Nobody signed in: no watermark.
 *
 * @example <LayoutWatermark style={{ minHeight: '100vh' }}><Result status="404" /></LayoutWatermark>
 */
export function LayoutWatermark({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const name = useSession((state) => state.userInfo?.realname || state.userInfo?.username || '');
  if (!name) return <>{children}</>;
  return (
    <Watermark
      content={name}
      style={style}
      zIndex={10000}
      rotate={-30}
      gap={[120, 120]}
      fontStyle={{ color: 'rgba(0, 0, 0, 0.06)', fontSize: 15 }}
    >
      {children}
    </Watermark>
  );
}
