import type { ReactNode } from 'react';

/**
 * The limit of a free-text field shown and enforced by hand (the fields outside react-hook-form): a counter
 * after the hint, and the refusal under the field when the text is longer. Never a maxLength attribute: the
 * browser would cut a pasted text at the limit without a word (FormTextField's maxChars
 * does the same for the form fields).
 */
export function withCounter(hint: ReactNode, text: string, max: number): ReactNode {
  const counter = `${text.length} / ${max}`;
  return hint ? (
    <>
      {hint} · {counter}
    </>
  ) : (
    counter
  );
}

/** "<Label> must be at most N characters", or null; the text counts trimmed, as the server takes it. */
export function tooLongProblem(label: string, text: string, max: number): string | null {
  return text.trim().length > max ? `${label} must be at most ${max} characters` : null;
}
