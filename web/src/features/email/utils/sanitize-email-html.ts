/**
 * E-mail HTML made safe to show: parsed into an inert document (DOMParser runs no script and loads
 * nothing), then rebuilt from an allow-list of elements and attributes. Scripts, styles sheets, forms,
 * frames, objects and every event handler are dropped; no URL survives (no src, no href, no url() in
 * styles), so nothing remote is fetched. The result is then shown in a sandboxed frame whose policy
 * forbids scripts and remote content as well.
 */
const ALLOWED = new Set(
  (
    'a abbr b blockquote br caption center code col colgroup dd del div dl dt em font h1 h2 h3 h4 h5 h6 hr i li ' +
    'ol p pre s small span strike strong sub sup table tbody td tfoot th thead tr u ul'
  ).split(' '),
);
/** Elements dropped with everything inside them. */
const DROPPED = new Set(
  'script style template noscript iframe frame frameset object embed applet form input button select textarea link meta base svg math title head'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set([
  'colspan',
  'rowspan',
  'align',
  'valign',
  'width',
  'border',
  'cellpadding',
  'cellspacing',
  'style',
  'color',
  'bgcolor',
  'title',
]);

/** Inline styles keep layout and colour only: nothing that can name a URL or run an expression. */
function safeStyle(style: string): string | null {
  return /url\s*\(|expression\s*\(|@import|javascript:|behavior\s*:|-moz-binding/i.test(style) ? null : style;
}

function copy(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...el.childNodes].map((c) => copy(c, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED.has(tag)) {
    // An unknown wrapper (o:p, img, font faces...): keep its text, drop the element.
    const fragment = doc.createDocumentFragment();
    children.forEach((c) => fragment.appendChild(c));
    return fragment;
  }
  const out = doc.createElement(tag === 'a' ? 'span' : tag);
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    if (!ATTRIBUTES.has(name)) continue;
    const value = name === 'style' ? safeStyle(attr.value) : attr.value;
    if (value !== null) out.setAttribute(name, value);
  }
  children.forEach((c) => out.appendChild(c));
  return out;
}

/** The sanitised body markup (what goes inside <body>). */
export function sanitizeEmailHtml(html: string): string {
  const source = new DOMParser().parseFromString(html, 'text/html');
  const target = document.implementation.createHTMLDocument('');
  const container = target.createElement('div');
  for (const child of [...source.body.childNodes]) {
    const c = copy(child, target);
    if (c) container.appendChild(c);
  }
  return container.innerHTML;
}

/** The frame's document: a policy that allows no script and no remote content, then the sanitised body. */
export function emailFrameDocument(html: string): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
    '<style>body{font:13px/1.4 system-ui,sans-serif;margin:8px;color:#1a202c}table{border-collapse:collapse}' +
    'td,th{border:1px solid #cbd5e0;padding:2px 6px}</style></head><body>' +
    sanitizeEmailHtml(html) +
    '</body></html>'
  );
}
