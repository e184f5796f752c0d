import type { ComponentType } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { z } from '../forms/zod';
import { IMAGE_UPLOAD, type ImageType, describeBytes, describeImageTypes, imageFileProblem } from './image-upload';

/**
 * The fields of a back-office form and their rules, declared once: the same declaration builds the
 * zod schema that checks the form, the hint shown under each field ("Required · min 0 · step 0.01")
 * and the input's own attributes (min, step, accept). Texts follow the server's, so a rule broken in
 * the browser reads the same as one the server refuses.
 */

export type FormMode = 'add' | 'edit';

export interface TextRules {
  /** Default true. */
  required?: boolean;
  max?: number;
  pattern?: { regex: RegExp; message: string; hint: string };
  /** Stored upper-case (currency codes). */
  upperCase?: boolean;
}

export interface NumberRules {
  /** At least this. */
  min?: number;
  /** Strictly greater than this (a rate of 0 would price everything at 0). */
  greaterThan?: number;
  max?: number;
  /** The input's step (its arrows) and the hint; the spec's "step 0.01". */
  step?: number;
  /** Decimals accepted; defaults to the step's (0.01 → 2). */
  decimals?: number;
  integer?: boolean;
}

export interface ImageRules {
  /** Categories need a picture when added; editing keeps the current one unless a new one is chosen. */
  requiredWhenAdding: boolean;
  /** The server's limit (image-upload.ts); a field may only narrow it. */
  maxBytes: number;
  /** MIME types accepted (also the file picker's `accept`); checked by the file's first bytes too (image-upload.ts). */
  types: readonly ImageType[];
}

interface FieldBase<K extends string, TOut> {
  name: K;
  /** What the form shows. */
  label: string;
  /** How messages name it ('Base rate' for 'Base rate per gram'); the label by default. */
  messageLabel?: string;
  /** What a new record's form starts with ('' by default), e.g. a category's GST rate '3'. */
  initial?: string;
  /** Type of the parsed value; never set. */
  readonly _output?: TOut;
}

export interface TextFieldSpec<K extends string = string> extends FieldBase<K, string> {
  kind: 'text';
  rules: TextRules;
  placeholder?: string;
}

export interface NumberFieldSpec<K extends string = string> extends FieldBase<K, number> {
  kind: 'number';
  rules: NumberRules;
  /** Shown before the value, e.g. '₹'. */
  prefix?: string;
  placeholder?: string;
}

export interface SelectOption {
  value: number;
  label: string;
}

/** Where a select's options come from: a hook the field calls (see optionsQuery in resource-sources.ts). */
export interface OptionsSource {
  /** `control` lets a select's options follow another field (a variant's colours follow its product). */
  useOptions(control?: Control<FieldValues>): {
    options: readonly SelectOption[];
    loading: boolean;
    error: string | null;
    retry: () => void;
  };
}

export interface SelectFieldSpec<K extends string = string> extends FieldBase<K, number> {
  kind: 'select';
  options: OptionsSource;
  /** Shown when there is nothing to choose, e.g. 'Add a metal type first.' */
  emptyText: string;
  /** Drawn in place of the drop-down, e.g. a server-side search among thousands of products. */
  picker?: ComponentType<SelectPickerProps>;
}

/** What a select's custom picker receives (the same as the built-in drop-down). */
export interface SelectPickerProps {
  spec: SelectFieldSpec;
  control: Control<FieldValues>;
  hint: string;
  testId: string;
  disabled?: boolean;
}

export interface ImageFieldSpec<K extends string = string> extends FieldBase<K, File | null> {
  kind: 'image';
  rules: ImageRules;
  /** The row property holding the stored picture (shown while editing). */
  currentFrom: string;
}

export type AnyFieldSpec = TextFieldSpec | NumberFieldSpec | SelectFieldSpec | ImageFieldSpec;

/** The values a form holds while it is edited: text for every input, a File (or null) for pictures. */
export type RawValues<F extends readonly AnyFieldSpec[]> = {
  [S in F[number] as S['name']]: S extends ImageFieldSpec ? File | null : string;
};

/** The values a valid form submits: numbers for numbers and choices, trimmed text, the chosen File. */
export type ParsedValues<F extends readonly AnyFieldSpec[]> = {
  [S in F[number] as S['name']]: S extends FieldBase<string, infer T> ? T : never;
};

/** Field builders: `field.number('baseRatePerGram', 'Base rate per gram', { min: 0, step: 0.01 })`. */
export const field = {
  text: <K extends string>(name: K, label: string, options: Partial<Omit<TextFieldSpec<K>, 'kind' | 'name' | 'label'>> = {}) =>
    ({ kind: 'text', name, label, rules: {}, ...options }) as TextFieldSpec<K>,
  number: <K extends string>(
    name: K,
    label: string,
    rules: NumberRules,
    options: Partial<Omit<NumberFieldSpec<K>, 'kind' | 'name' | 'label' | 'rules'>> = {},
  ) => ({ kind: 'number', name, label, rules, ...options }) as NumberFieldSpec<K>,
  select: <K extends string>(
    name: K,
    label: string,
    options: OptionsSource,
    more: { emptyText: string; messageLabel?: string; picker?: ComponentType<SelectPickerProps> },
  ) => ({ kind: 'select', name, label, options, ...more }) as SelectFieldSpec<K>,
  image: <K extends string>(name: K, label: string, options: { currentFrom: string; rules?: Partial<ImageRules> }) =>
    ({
      kind: 'image',
      name,
      label,
      currentFrom: options.currentFrom,
      rules: { requiredWhenAdding: true, ...IMAGE_UPLOAD, ...options.rules },
    }) as ImageFieldSpec<K>,
};

const messageLabel = (spec: AnyFieldSpec) => spec.messageLabel ?? spec.label;

/** Decimals written in a number's text: '0.750' → 2, '12' → 0, '1.5e-3' → 4. */
export function decimalPlaces(text: string): number {
  const match = /^[+-]?\d*(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return 0;
  const fraction = (match[1] ?? '').replace(/0+$/, '').length;
  return Math.max(0, fraction - (match[2] ? Number(match[2]) : 0));
}

const allowedDecimals = (rules: NumberRules): number | undefined =>
  rules.integer ? 0 : (rules.decimals ?? (rules.step !== undefined ? decimalPlaces(String(rules.step)) : undefined));

/** The rule hint shown under a field while it has no error. */
export function ruleHint(spec: AnyFieldSpec, mode: FormMode): string {
  switch (spec.kind) {
    case 'text': {
      const parts = spec.rules.required === false ? ['Optional'] : ['Required'];
      // A pattern's hint says the length itself ("3 letters").
      if (spec.rules.pattern) parts.push(spec.rules.pattern.hint);
      else if (spec.rules.max !== undefined) parts.push(`at most ${spec.rules.max} characters`);
      return parts.join(' · ');
    }
    case 'number': {
      const { rules } = spec;
      const parts = ['Required'];
      if (rules.integer) parts.push('whole number');
      if (rules.min !== undefined) parts.push(`min ${rules.min}`);
      if (rules.greaterThan !== undefined) parts.push(`more than ${rules.greaterThan}`);
      if (rules.step !== undefined) parts.push(`step ${rules.step}`);
      const decimals = allowedDecimals(rules);
      if (rules.step !== undefined && decimals !== undefined && decimals > decimalPlaces(String(rules.step)))
        parts.push(`up to ${decimals} decimals`);
      return parts.join(' · ');
    }
    case 'select':
      return 'Required';
    case 'image': {
      const files = `${describeImageTypes(spec.rules.types)} image, up to ${describeBytes(spec.rules.maxBytes)}`;
      if (mode === 'add' && spec.rules.requiredWhenAdding) return `Required · ${files}`;
      return `Optional: choose one to replace the current image · ${files}`;
    }
  }
}

/** Attributes of the <input> that match the rules (the browser's arrows and keyboard). */
export function inputAttributes(spec: NumberFieldSpec): {
  min?: number;
  max?: number;
  step: number | 'any';
  inputMode: 'numeric' | 'decimal';
} {
  const { rules } = spec;
  return {
    min: rules.min ?? rules.greaterThan,
    max: rules.max,
    step: rules.integer ? 1 : (rules.step ?? 'any'),
    inputMode: rules.integer ? 'numeric' : 'decimal',
  };
}

function textSchema(spec: TextFieldSpec) {
  const label = messageLabel(spec);
  const { rules } = spec;
  return z.string().transform((raw, ctx) => {
    const text = raw.trim();
    if (text === '') {
      if (rules.required !== false) ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return text;
    }
    if (rules.max !== undefined && text.length > rules.max)
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${rules.max} characters` });
    if (rules.pattern && !rules.pattern.regex.test(text)) ctx.addIssue({ code: 'custom', message: rules.pattern.message });
    return rules.upperCase ? text.toUpperCase() : text;
  });
}

function numberSchema(spec: NumberFieldSpec) {
  const label = messageLabel(spec);
  const { rules } = spec;
  return z.string().transform((raw, ctx) => {
    const text = raw.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(`${label} is required`);
    const value = Number(text);
    if (!Number.isFinite(value)) return fail(`${label} must be a number`);
    if (rules.integer && !Number.isInteger(value)) return fail(`${label} must be a whole number`);
    if (rules.min !== undefined && value < rules.min) return fail(`${label} must be at least ${rules.min}`);
    if (rules.greaterThan !== undefined && value <= rules.greaterThan) return fail(`${label} must be greater than ${rules.greaterThan}`);
    if (rules.max !== undefined && value > rules.max) return fail(`${label} must be at most ${rules.max}`);
    const decimals = allowedDecimals(rules);
    if (decimals !== undefined && !rules.integer && decimalPlaces(text) > decimals)
      return fail(`${label} can have at most ${decimals} decimal${decimals === 1 ? '' : 's'}`);
    return value;
  });
}

function selectSchema(spec: SelectFieldSpec) {
  const label = messageLabel(spec);
  return z.string().transform((raw, ctx) => {
    const value = Number(raw);
    if (raw === '' || !Number.isInteger(value) || value <= 0) {
      ctx.addIssue({ code: 'custom', message: `${label} is required` });
      return z.NEVER;
    }
    return value;
  });
}

function imageSchema(spec: ImageFieldSpec, mode: FormMode) {
  const label = messageLabel(spec);
  const { rules } = spec;
  return z
    .custom<File | null>((value) => value === null || (typeof value === 'object' && 'size' in value))
    .superRefine((file, ctx) => {
      if (!file) {
        if (mode === 'add' && rules.requiredWhenAdding) ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return;
      }
      // The one upload rule (image-upload.ts): declared type, first bytes (when the picker read them), size.
      const problem = imageFileProblem(file, rules, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** The zod schema of a form in one mode: raw values in, parsed values out. */
export function buildFormSchema<F extends readonly AnyFieldSpec[]>(fields: F, mode: FormMode): z.ZodType<ParsedValues<F>, RawValues<F>> {
  const shape: Record<string, z.ZodType> = {};
  for (const spec of fields) {
    switch (spec.kind) {
      case 'text':
        shape[spec.name] = textSchema(spec);
        break;
      case 'number':
        shape[spec.name] = numberSchema(spec);
        break;
      case 'select':
        shape[spec.name] = selectSchema(spec);
        break;
      case 'image':
        shape[spec.name] = imageSchema(spec, mode);
        break;
    }
  }
  // The shape is built from the same specs that give RawValues and ParsedValues their keys and types.
  return z.object(shape) as unknown as z.ZodType<ParsedValues<F>, RawValues<F>>;
}

/** An empty form: each input's `initial` text or '', null for pictures. */
export function emptyValues<F extends readonly AnyFieldSpec[]>(fields: F): RawValues<F> {
  return Object.fromEntries(fields.map((spec) => [spec.name, spec.kind === 'image' ? null : (spec.initial ?? '')])) as RawValues<F>;
}

/** A row loaded into the form (editing): each field from the row property of the same name; pictures stay unchosen. */
export function rowToValues<F extends readonly AnyFieldSpec[]>(fields: F, row: object): RawValues<F> {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((spec) => {
      if (spec.kind === 'image') return [spec.name, null];
      const value = source[spec.name];
      return [spec.name, typeof value === 'number' || typeof value === 'string' ? String(value) : ''];
    }),
  ) as RawValues<F>;
}

/**
 * The zod shape of the fields in one mode, for a form that has more than fields (the product form adds
 * its colour, carat and size rows with `z.object({ ...formShape(fields, mode), colors: … })`).
 */
export function formShape(fields: readonly AnyFieldSpec[], mode: FormMode): Record<string, z.ZodType> {
  const schemaOf = (spec: AnyFieldSpec): z.ZodType => {
    switch (spec.kind) {
      case 'text':
        return textSchema(spec);
      case 'number':
        return numberSchema(spec);
      case 'select':
        return selectSchema(spec);
      case 'image':
        return imageSchema(spec, mode);
    }
  };
  return Object.fromEntries(fields.map((spec) => [spec.name, schemaOf(spec)]));
}
