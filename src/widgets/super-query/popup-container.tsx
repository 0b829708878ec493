import { createContext, useContext } from 'react';

/** Where the editors' dropdowns render: the page's body by default, a portal host inside a shadow root. */
export type GetPopupContainer = (node: HTMLElement) => Element;

const PopupContainerContext = createContext<GetPopupContainer | undefined>(undefined);

export const PopupContainerProvider = PopupContainerContext.Provider;

/** The container the enclosing super query was given, if any. */
export function usePopupContainer(): GetPopupContainer | undefined {
  return useContext(PopupContainerContext);
}
