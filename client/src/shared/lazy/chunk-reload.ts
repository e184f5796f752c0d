/**
 * A lazily loaded chunk that fails: either the server could not be reached (restarting, offline), which a
 * Retry may fix, or the file is gone because a deploy replaced this tab's build, which only a reload fixes.
 * The second is told by asking for the file again: a 404 (or 410) means it no longer exists.
 *
 * The reload happens once per missing file and tab (sessionStorage): after a real deploy the reloaded page
 * names the new build's files; a file that is still missing after the reload shows the part's Retry
 * instead, so a broken deploy can never reload the page in a loop.
 */

const RELOADED_FOR = 'shop:reloaded-for-chunks';

/** The address of the module a failed dynamic import names (Chromium and Firefox put it in the message). */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(message)?.[1] ?? null;
}

async function removedByDeploy(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 || response.status === 410;
  } catch {
    return false; // Unreachable: not a deploy.
  }
}

/** Reloads the page unless this tab already did for `url`; false when it did (or storage is refused). */
function reloadOnceFor(url: string): boolean {
  try {
    const done = JSON.parse(window.sessionStorage.getItem(RELOADED_FOR) ?? '[]') as string[];
    if (done.includes(url)) return false;
    window.sessionStorage.setItem(RELOADED_FOR, JSON.stringify([...done, url]));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * `load()`, but a chunk a deploy removed reloads the page (once) instead of failing: the returned promise
 * then never settles, so the part keeps its loading state until the page goes.
 */
export async function loadChunk<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    const url = typeof window === 'undefined' ? null : failedChunkUrl(error);
    if (url && (await removedByDeploy(url)) && reloadOnceFor(url)) return new Promise<M>(() => undefined);
    throw error;
  }
}
