import { type PageHead, renderHead } from './page-head';
import { SPECIAL_CASES } from './special-cases';
import type { RenderedApp } from './storefront-renderer';

const { hoistedTags, preloadsAfterViewport, lowPriorityScripts } = SPECIAL_CASES;

const ROOT = '<div id="root"></div>';

/**
 * index.html as the pages are made from it, cut once when the server starts: every page is its pieces put
 * together with the page's head (and, on a drawn page, its render), with no search or replace per page but for the render's hoisted tags.
 */
export interface PageTemplate {
  /** index.html as it is (the back-office's pages). */
  raw: string;
  /** index.html with the page's head: the template's own <title> and description give way to the page's. */
  headPage(head: PageHead): string;
  /**
   * A server render put into the page with its head (special case: headOnce): the render's preloads, its
   * title and description and its CSS in the head, the markup in #root, the state after it. Null when the
   * template has no empty #root after its head (the page then goes out drawn in the browser).
   */
  drawnPage(head: PageHead, rendered: RenderedApp): string | null;
}

/** The template cut into the pieces a page is made of (see PageTemplate). */
export function pageTemplate(template: string): PageTemplate {
  // The page's title and description take the place of the template's (the head holds one of each).
  const bare = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const headEnd = bare.search(/<\/head>/i);
  if (headEnd < 0) return { raw: template, headPage: () => template, drawnPage: () => null };
  const head = bare.slice(0, headEnd);
  const viewport = preloadsAfterViewport.anchor.exec(head);
  const split = viewport ? viewport.index + viewport[0].length : head.length;
  const top = head.slice(0, split);
  const rest = head.slice(split);
  const drawnRest = rest.replace(lowPriorityScripts.pattern, '<$1 fetchpriority="low"');
  const rootAt = bare.indexOf(ROOT, headEnd);
  const body = bare.slice(headEnd, rootAt < 0 ? bare.length : rootAt);
  const tail = rootAt < 0 ? '' : bare.slice(rootAt + ROOT.length);

  return {
    raw: template,
    headPage: (pageHead) => `${top}${rest}  ${renderHead(pageHead)}\n  ${bare.slice(headEnd)}`,
    drawnPage: (pageHead, rendered) => {
      if (rootAt < 0) return null;
      const hoisted = hoistedTags.pattern.exec(rendered.html)?.[0] ?? '';
      const preloads = hoisted.match(/<link\b[^>]*>/g) ?? [];
      const drawn = {
        title: /<title\b[^>]*>[\s\S]*?<\/title>/.exec(hoisted)?.[0],
        description: /<meta\b[^>]*\bname="description"[^>]*>/.exec(hoisted)?.[0],
      };
      const markup = rendered.html.slice(hoisted.length);
      const preloaded = preloads.length > 0 ? `\n    ${preloads.join('\n    ')}` : '';
      return [
        `${top}${preloaded}${drawnRest}  ${renderHead(pageHead, drawn)}\n    ${rendered.styles}\n  `,
        `${body}<div id="root">${markup}</div>${rendered.state}${tail}`,
      ].join('');
    },
  };
}
