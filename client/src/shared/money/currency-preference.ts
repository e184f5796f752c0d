/**
 * The currency a guest chose in the header, remembered across visits (localStorage). Signed-in
 * shoppers always see their account currency; this choice applies again after they log out.
 */
export const CURRENCY_STORAGE_KEY = 'currency';

type Listener = () => void;
const listeners = new Set<Listener>();

function normalise(code: string | null): string | null {
  const trimmed = code?.trim().toUpperCase();
  return trimmed && /^[A-Z]{3}$/.test(trimmed) ? trimmed : null;
}

/** The guest's chosen ISO code, or null when none was chosen (or storage is unavailable). */
export function getGuestCurrency(): string | null {
  try {
    return normalise(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function setGuestCurrency(code: string): void {
  const value = normalise(code);
  if (!value) return;
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, value);
  } catch {
    // Private mode without storage: the choice lasts until the page is left.
    memoryFallback = value;
  }
  listeners.forEach((listener) => listener());
}

let memoryFallback: string | null = null;

export function getGuestCurrencySnapshot(): string | null {
  return getGuestCurrency() ?? memoryFallback;
}

export function subscribeToGuestCurrency(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab switching currency switches ours too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CURRENCY_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
