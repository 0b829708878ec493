import { Modal, type ModalProps } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import { type ReactNode, useState } from 'react';

/** Default width of the modal (docs/widgets-spec.md §4). */
export const DEFAULT_MODAL_WIDTH = '60%';

export interface FullscreenModalProps extends ModalProps {
  /** Width in normal mode (default 60%). */
  width?: number | string;
  /** Start in fullscreen (default false). */
  defaultFullscreen?: boolean;
  /** Hide the normal/fullscreen toggle (default false). */
  hideToggle?: boolean;
  /** Called when the user toggles the mode. */
  onFullscreenChange?: (fullscreen: boolean) => void;
  children?: ReactNode;
}

/**
 * Arco Modal with a normal/fullscreen toggle in its title bar, 60% wide by default.
 *
 * @example <FullscreenModal title="详情" visible={open} onCancel={close}>...</FullscreenModal>
 */
export function FullscreenModal({
  width = DEFAULT_MODAL_WIDTH,
  defaultFullscreen = false,
  hideToggle = false,
  onFullscreenChange,
  title,
  style,
  className,
  children,
  ...rest
}: FullscreenModalProps) {
  const [fullscreen, setFullscreen] = useState(defaultFullscreen);
  const toggle = () => {
    setFullscreen(!fullscreen);
    onFullscreenChange?.(!fullscreen);
  };
  const label = fullscreen ? '退出全屏' : '全屏';
  const heading = (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', paddingRight: 24 }}>
      <span>{title}</span>
      {hideToggle ? null : (
        <button
          type="button"
          aria-label={label}
          title={label}
          onClick={toggle}
          style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}
        >
          {fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
        </button>
      )}
    </div>
  );
  const sized = fullscreen
    ? { ...style, width: '100vw', maxWidth: '100vw', top: 0, paddingBottom: 0, height: '100vh' }
    : { ...style, width };
  return (
    <Modal
      {...rest}
      title={heading}
      style={sized}
      className={[className, fullscreen ? 'widget-modal-fullscreen' : 'widget-modal-normal'].filter(Boolean).join(' ')}
    >
      {children}
    </Modal>
  );
}
