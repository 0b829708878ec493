/*
 * A Bootstrap-3-style modal without jQuery: backdrop, data-dismiss, Esc, and Bootstrap's enforceFocus
 * (focus leaving the modal is pulled back), which is what fights popups rendered outside the modal.
 */
(() => {
  var open = null;
  var backdrop = null;

  function enforceFocus(event) {
    if (open && event.target !== open && !open.contains(event.target)) open.focus();
  }

  window.legacyModal = {
    show: (modal) => {
      backdrop = document.createElement('div');
      backdrop.className = 'modal-backdrop';
      document.body.appendChild(backdrop);
      modal.classList.add('in');
      modal.setAttribute('aria-modal', 'true');
      open = modal;
      document.addEventListener('focusin', enforceFocus);
      modal.focus();
    },
    hide: () => {
      if (!open) return;
      open.classList.remove('in');
      open.removeAttribute('aria-modal');
      open = null;
      document.removeEventListener('focusin', enforceFocus);
      if (backdrop) backdrop.remove();
      backdrop = null;
    },
  };

  document.addEventListener('click', (event) => {
    var target = event.target;
    if (open && target instanceof Element && target.closest('[data-dismiss="modal"]')) window.legacyModal.hide();
  });
  document.addEventListener('keydown', (event) => {
    if (open && event.key === 'Escape') window.legacyModal.hide();
  });
})();
