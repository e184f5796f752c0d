import { describe, expect, it } from '@jest/globals';
import { shouldRefreshAndRetry, singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('runs one task for every call made while it is in flight, and a new one after it settles', async () => {
    // Arrange
    let runs = 0;
    let finish: (value: string) => void = () => undefined;
    const refresh = singleFlight(
      () =>
        new Promise<string>((resolve) => {
          runs += 1;
          finish = resolve;
        }),
    );
    // Act: five requests find their token expired at once.
    const waiting = [refresh(), refresh(), refresh(), refresh(), refresh()];
    finish('token-1');
    // Assert
    await expect(Promise.all(waiting)).resolves.toEqual(['token-1', 'token-1', 'token-1', 'token-1', 'token-1']);
    expect(runs).toBe(1);
    const later = refresh();
    finish('token-2');
    await expect(later).resolves.toBe('token-2');
    expect(runs).toBe(2);
  });

  it('starts afresh after a failed run', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('offline');
      return 'token';
    });
    await expect(Promise.all([refresh(), refresh()])).rejects.toThrow('offline');
    await expect(refresh()).resolves.toBe('token');
    expect(runs).toBe(2);
  });
});

describe('shouldRefreshAndRetry', () => {
  const unauthenticated = [{ extensions: { code: 'UNAUTHENTICATED' } }];
  const base = { errors: unauthenticated, sentToken: 'expired-token', operationName: 'CartView', retried: false };

  it('retries a request whose token was refused, once', () => {
    expect(shouldRefreshAndRetry(base)).toBe(true);
    expect(shouldRefreshAndRetry({ ...base, errors: undefined, httpStatus: 401 })).toBe(true);
    expect(shouldRefreshAndRetry({ ...base, retried: true })).toBe(false);
  });

  it('leaves guests, other errors and the session operations themselves alone', () => {
    expect(shouldRefreshAndRetry({ ...base, sentToken: null })).toBe(false);
    expect(shouldRefreshAndRetry({ ...base, errors: [{ extensions: { code: 'FORBIDDEN' } }] })).toBe(false);
    expect(shouldRefreshAndRetry({ ...base, errors: [] })).toBe(false);
    for (const operationName of ['AuthRefreshSession', 'AuthLogout', 'AccountLogin'])
      expect(shouldRefreshAndRetry({ ...base, operationName })).toBe(false);
  });
});
