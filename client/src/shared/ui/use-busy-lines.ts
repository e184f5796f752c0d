import { useCallback, useState } from 'react';

/**
 * Which lines of a list have a change on its way (their controls are off meanwhile): `withLine` marks
 * the line busy for as long as `work` runs, however it ends.
 */
export function useBusyLines() {
  const [busyLines, setBusyLines] = useState<ReadonlySet<number>>(new Set());

  const withLine = useCallback(async (lineId: number, work: () => Promise<void>) => {
    setBusyLines((busy) => new Set(busy).add(lineId));
    try {
      await work();
    } finally {
      setBusyLines((busy) => {
        const next = new Set(busy);
        next.delete(lineId);
        return next;
      });
    }
  }, []);

  return { isBusy: (lineId: number) => busyLines.has(lineId), withLine };
}
