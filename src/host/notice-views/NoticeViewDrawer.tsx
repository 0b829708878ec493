import { Drawer, Spin } from '@arco-design/web-react';
import { Suspense } from 'react';
import type { NoticeView } from './registry';

export interface NoticeViewTarget {
  view: NoticeView;
  busId: string | null;
}

/** The drawer a notice detail view opens in; the view's chunk loads behind a spinner. */
export function NoticeViewDrawer({ target, onClose }: { target: NoticeViewTarget | null; onClose: () => void }) {
  const View = target?.view.component;
  return (
    <Drawer
      title={target?.view.title}
      visible={target !== null}
      width={`min(${target?.view.width ?? 1000}px, 100vw)`}
      footer={null}
      onCancel={onClose}
      unmountOnExit
      bodyStyle={{ padding: 0 }}
    >
      {View ? (
        <Suspense fallback={<Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />}>
          <View busId={target.busId} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
