/**
 * Where the `::part()` names of the element specs (`cssParts`, the contract) are, for every element: in
 * its shadow tree, or in its popups' `<wk-portal>` tree (popup, header, body, footer, picker tables).
 * The selectors are the kit's business; each names one element's nodes only.
 */
export const CSS_PARTS: Record<string, string> = {
  trigger: '.wk-root>button,.wk-root>.arco-input-group-wrapper,.wk-user-picker>button',
  table: '.wk-picker-table,.et-scroller',
  toolbar: '.et-toolbar',
  popup: '.arco-modal,.arco-popover-content,.arco-popconfirm-content',
  header: '.arco-modal-header,.arco-popover-title',
  body: '.arco-modal-content,.arco-popover-inner-content',
  footer: '.arco-modal-footer',
};

/**
 * Gives the nodes of `root` matching a part's selector that `part` attribute, now and after each change of
 * the tree (React and Arco render the nodes), so a page styles them with `::part()`. `changed` also runs
 * then, and on class and style changes (a popup opening).
 *
 * @example exposeParts(element.shadowRoot)
 */
export function exposeParts(root: ShadowRoot | Element, changed?: () => void): void {
  const name = () => {
    // One pass over the tree (a large table re-renders often); usually every node found is named already.
    for (const node of root.querySelectorAll(`:is(${Object.values(CSS_PARTS).join()}):not([part])`)) {
      for (const part in CSS_PARTS) if (node.matches(CSS_PARTS[part] as string)) node.setAttribute('part', part);
    }
    changed?.();
  };
  name();
  new MutationObserver(name).observe(
    root,
    changed
      ? { childList: true, subtree: true, attributeFilter: ['class', 'style'] }
      : { childList: true, subtree: true },
  );
}
