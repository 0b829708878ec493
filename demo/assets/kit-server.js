/*
 * Where the product (its API and element kit) runs. A partner's page names it in full
 * (<script src="https://erp.example.com/elements/notice-bell.iife.js">); these demo pages take it from
 * `?server=<origin>` when they are served from another origin, as a partner's portal is, else use their own.
 */
(() => {
  function originOf(given) {
    var url = URL.canParse(given) ? new URL(given) : null;
    return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : '';
  }
  var given = new URLSearchParams(location.search).get('server');
  var origin = given ? originOf(given) : '';
  window.DemoServer = {
    origin: origin,
    apiBase: `${origin}/jeecg-boot`,
    /** Writes a kit script tag while the page is parsed, so it runs in order like a static tag. */
    loadKit: (file) => document.write(`<script src="${origin}/elements/${file}"></script>`),
    /** A link of this demo that keeps pointing at the same server. */
    link: (href) => (origin ? `${href}${href.includes('?') ? '&' : '?'}server=${encodeURIComponent(origin)}` : href),
  };
})();
