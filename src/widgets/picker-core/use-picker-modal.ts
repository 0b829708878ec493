import { useState } from 'react';

/**
 * Whether a picker's modal is open, and the props that close it: `onOk` hands the choice to `commit`
 * first, `onCancel` only closes; `getPopupContainer` is passed through.
 *
 * @example const dialog = usePickerModal(commit, getPopupContainer); <PickerFrame onOpen={dialog.show}><DepartSelectModal {...dialog.props} … /></PickerFrame>
 */
export function usePickerModal<T>(commit: (chosen: Map<string, T>) => void, getPopupContainer?: () => HTMLElement) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return {
    open,
    show: () => setOpen(true),
    props: {
      visible: open,
      onOk: (chosen: Map<string, T>) => {
        commit(chosen);
        close();
      },
      onCancel: close,
      getPopupContainer,
    },
  };
}
