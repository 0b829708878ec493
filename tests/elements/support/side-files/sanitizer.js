// A stand-in for the kit's built sanitizer.js (tests/elements/notice-sanitizer.test.ts): it registers on the
// same global, first registration wins, and it counts its runs.
window.__fixtureSanitizerRuns = (window.__fixtureSanitizerRuns || 0) + 1;
window.__wkNoticeSanitizer ??= Object.freeze({ sanitizeNoticeHtml: (html) => `fixture:${html}` });
