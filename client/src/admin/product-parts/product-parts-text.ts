/** Picture URLs typed one per line (or separated by commas or spaces), without blanks. */
export function splitUrls(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((url) => url.trim())
    .filter(Boolean);
}
