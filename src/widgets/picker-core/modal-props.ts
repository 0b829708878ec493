import type { PickerServices } from './services';

/** What the user and department modals share; `T` is what a chosen key maps to. */
export interface PickerModalProps<T> {
  visible: boolean;
  multiple: boolean;
  /** Chosen so far, by key. */
  initial: ReadonlyMap<string, T>;
  /** Services of this modal (memoised); the rest come from `PickerServicesProvider`. */
  services?: Partial<PickerServices>;
  shopId?: string;
  /** The table cells' variant (each modal says what it changes). */
  compact?: boolean;
  onOk: (chosen: Map<string, T>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}
