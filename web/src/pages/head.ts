// head.ts: what every page holds at its top, written once; the build adds it to each page (vite.config.ts).
// A companion page (`<body data-companion>`) also gets its way back to the lesson.
import type { HtmlTagDescriptor } from 'vite';

/** The lesson's icon: a small maze, white on dark. */
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 7 7'%3E%3Cpath fill='%231f2328' d='M0 0h7v7H0z'/%3E%3Cpath fill='%23fff' d='M1 1h1v3h2V1h2v1H5v2H4v1h2v1H1V5h2V4H1z'/%3E%3C/svg%3E";

const EVERY_PAGE: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'utf-8' }, injectTo: 'head-prepend' },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' }, injectTo: 'head-prepend' },
  { tag: 'link', attrs: { rel: 'icon', href: ICON }, injectTo: 'head' },
];

const WAY_BACK: HtmlTagDescriptor = {
  tag: 'header',
  attrs: { class: 'page-header' },
  children: [{ tag: 'div', attrs: { class: 'measure' }, children: [{ tag: 'a', attrs: { class: 'back', href: './' }, children: '← Back to the lesson' }] }],
  injectTo: 'body-prepend',
};

/** The tags a page gets, from its own HTML. */
export function pageTop(html: string): HtmlTagDescriptor[] {
  return /<body[^>]*\bdata-companion\b/.test(html) ? [...EVERY_PAGE, WAY_BACK] : EVERY_PAGE;
}
