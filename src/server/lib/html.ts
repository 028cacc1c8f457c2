/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON inside a <script>: no `</script>`, no HTML comment or CDATA openers can end or bend it. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * `html` with `fragment` put just before `</head>`. The fragment goes in as written: a replacement function,
 * because a replacement string reads `$&`, `` $` `` and `$'` in the data (a review, a description) as "the
 * page around the match" and splices the page into itself.
 */
export const beforeHeadEnd = (html: string, fragment: string) =>
  html.replace('</head>', () => `    ${fragment}\n  </head>`);
