import mjml2html from 'mjml';

/** MJML markup that is already safe: built by `mjml` below, so every interpolated value was escaped. */
export class Markup {
  constructor(readonly source: string) {}
  toString(): string {
    return this.source;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML and MJML: shoppers' names, messages and subjects may hold anything. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

type Value = Markup | string | number | null | undefined | readonly (Markup | string | number | null | undefined)[];

const piece = (value: Value): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(piece).join('');
  if (value instanceof Markup) return value.source;
  return escapeHtml(String(value));
};

/**
 * A tagged template for MJML, as lit-html does for HTML: the template's own text is markup, every value
 * interpolated into it is escaped unless it is Markup made by this tag. So user text can never open a tag.
 */
export function mjml(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, text, i) => out + text + (i < values.length ? piece(values[i]) : ''), ''));
}

/** Renders a whole `<mjml>` document to e-mail HTML; an invalid template throws (templates are ours). */
export async function renderMjml(document: Markup): Promise<string> {
  const result = await mjml2html(document.source, { validationLevel: 'strict', keepComments: false });
  return result.html;
}
