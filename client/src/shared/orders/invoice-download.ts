import { apiAssetUrl } from '../api/asset-url';
import { refreshAccessToken, tokenForRequest } from '../auth/auth-storage';

/** The file name the server gave (Content-Disposition), else one made from the order. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/** What the server said was wrong (the REST layer's { details }), else a general sentence. */
async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { details?: unknown; error?: unknown };
    const text = body.details ?? body.error;
    if (typeof text === 'string' && text.trim()) return text;
  } catch {
    // Not JSON: fall through.
  }
  return 'The document could not be downloaded. Please try again.';
}

/**
 * Downloads an order's invoice or one of its credit notes (its `invoiceUrl` or `downloadUrl`, relative to the
 * API base) with the signed-in session's bearer token, refreshing an expired token once, and saves it as a
 * file. Rejects with a message to show.
 */
export async function downloadInvoice(invoiceUrl: string, orderId: number, fallbackName = `invoice-order-${orderId}.pdf`): Promise<void> {
  const url = apiAssetUrl(invoiceUrl)!;
  const request = (token: string | null) =>
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  let response = await request(await tokenForRequest());
  if (response.status === 401) response = await request(await refreshAccessToken());
  if (!response.ok) throw new Error(await refusalOf(response));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}
