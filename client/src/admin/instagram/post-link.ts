/**
 * What a post's card shows of its link: the part that tells posts apart, the path ("/p/C8xYz"), without
 * the host every post shares ("instagram.com…" on every card said nothing). A link that is only a host
 * (or no URL at all) shows as written, less the scheme.
 */
export function postLinkLabel(link: string): string {
  try {
    const url = new URL(link);
    const path = url.pathname.replace(/\/+$/, '');
    if (path !== '') return `${path}${url.search}`;
  } catch {
    // Not a URL: fall through.
  }
  return link.replace(/^https?:\/\/(www\.)?/, '').replace(/\/+$/, '');
}
