import { readFile } from 'node:fs/promises';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import type { FormFieldDefinition } from '../db/schema/all-tables.ts';
import { CliError } from './cli-error.ts';
import { formFieldProblems } from './content-form-rules.ts';

// The organiser's content file for `import`: FAQs, event resources, referral-form fields and the
// option lists those fields name in selectApi.

export interface FaqInput {
  question: string;
  answer: string;
  type?: string;
  sortOrder?: number;
  isPublished?: boolean;
}

export interface ResourceInput {
  title: string;
  description?: string;
  type?: string;
  category?: string;
  attachment?: string;
  fileType?: string;
  downloadCount?: number;
}

export type FormFieldInput = FormFieldDefinition & { name: string; category?: string; sortOrder?: number };

/** A list of options a select field names in `selectApi`; one string with apiType "CSV" fields. */
export interface OptionListInput {
  name: string;
  options: Array<{ value: string; label: string }> | string;
}

export interface ContentFile {
  faqs?: FaqInput[];
  resources?: ResourceInput[];
  formFields?: FormFieldInput[];
  optionLists?: OptionListInput[];
}

const FIELD_TYPES = [
  'text', 'email', 'number', 'password', 'textarea', 'date', 'datetime', 'time', 'checkbox', 'select',
  'multiSelect', 'image', 'file', 'mobilenumber', 'title', 'html', 'info', 'line',
];
const RESOURCE_TYPES = ['link', 'image', 'text', 'doc', 'pdf', 'video', 'audio', 'other'];
const nonEmpty = { type: 'string', minLength: 1 } as const;
const optionsSchema = {
  oneOf: [
    {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: { value: { type: 'string' }, label: { type: 'string' } },
      },
    },
    { type: 'string' },
  ],
} as const;
// The names GET /form-field-options accepts as `source`.
const LIST_NAME = '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$';

const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    faqs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question', 'answer'],
        properties: {
          question: nonEmpty,
          answer: nonEmpty,
          type: nonEmpty,
          sortOrder: { type: 'integer' },
          isPublished: { type: 'boolean' },
        },
      },
    },
    resources: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: nonEmpty,
          description: { type: 'string' },
          type: { enum: RESOURCE_TYPES },
          category: nonEmpty,
          attachment: nonEmpty,
          fileType: { type: 'string' },
          downloadCount: { type: 'integer', minimum: 0 },
        },
      },
    },
    formFields: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'type'],
        properties: {
          name: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          type: { enum: FIELD_TYPES },
          label: { type: 'string' },
          placeholder: { type: 'string' },
          sublabel: { type: 'string' },
          footnote: { type: 'string' },
          content: { type: 'string' },
          required: { type: 'boolean' },
          default: {},
          validation: { type: 'object' },
          options: optionsSchema,
          selectApi: { type: 'string', pattern: LIST_NAME },
          apiType: { type: 'string' },
          customClass: { enum: ['half', 'full', 'default'] },
          minDate: { type: 'string' },
          maxDate: { type: 'string' },
          allowedFileTypes: { type: 'array', items: { type: 'string', pattern: '^\\.[A-Za-z0-9]+$' } },
          category: nonEmpty,
          sortOrder: { type: 'integer' },
        },
      },
    },
    optionLists: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'options'],
        properties: { name: { type: 'string', pattern: LIST_NAME }, options: optionsSchema },
      },
    },
  },
} as const;

const validate = new Ajv2020({ allErrors: true, strict: true }).compile<ContentFile>(schema);

export async function readContentFile(file: string): Promise<ContentFile> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseContent(data, file);
}

export function parseContent(data: unknown, source = 'content'): ContentFile {
  const problems = validate(data) ? [] : describeErrors(validate.errors ?? []);
  if (problems.length === 0) problems.push(...semanticProblems(data as ContentFile));
  // The builder's rules speak only of fields the schema and the checks above let through.
  if (problems.length === 0) problems.push(...formFieldProblems((data as ContentFile).formFields ?? []));
  if (problems.length > 0) {
    throw new CliError(`${source} has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const content = data as ContentFile;
  if (!content.faqs?.length && !content.resources?.length && !content.formFields?.length && !content.optionLists?.length) {
    throw new CliError(`${source} has nothing to import: give at least one of faqs, resources, formFields, optionLists.`);
  }
  return content;
}

// Rules JSON Schema cannot state readably.
function semanticProblems(content: ContentFile): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  content.formFields?.forEach((field, index) => {
    const at = `formFields[${index}] (${field.name})`;
    const key = `${field.category ?? ''}\u0000${field.name}`;
    if (seen.has(key)) problems.push(`${at}: the name is already used by formFields[${seen.get(key)}]`);
    else seen.set(key, index);
    if ((field.type === 'select' || field.type === 'multiSelect') && field.options === undefined && !field.selectApi) {
      problems.push(`${at}: a ${field.type} field needs options or selectApi`);
    }
    if (typeof field.options === 'string' && field.apiType !== 'CSV') {
      problems.push(`${at}: options as one string needs apiType "CSV"`);
    }
    for (const key of ['minDate', 'maxDate'] as const) {
      const value = field[key];
      if (value !== undefined && Number.isNaN(new Date(value).getTime())) {
        problems.push(`${at}: ${key} must be a date such as 2026-05-01, got "${value}"`);
      }
    }
    if (['html', 'info'].includes(field.type) && !field.content) problems.push(`${at}: a ${field.type} field needs content`);
  });
  const lists = new Map<string, number>();
  content.optionLists?.forEach((list, index) => {
    const at = `optionLists[${index}] (${list.name})`;
    if (lists.has(list.name)) problems.push(`${at}: the name is already used by optionLists[${lists.get(list.name)}]`);
    else lists.set(list.name, index);
    const empty = typeof list.options === 'string' ? list.options.split(',').every((part) => part.trim() === '') : list.options.length === 0;
    if (empty) problems.push(`${at}: the list has no options`);
  });
  return problems;
}

function describeErrors(errors: ErrorObject[]): string[] {
  // A oneOf failure also reports every branch's own errors; its one summary line says it better.
  const relevant = errors.filter((e) => !e.schemaPath.includes('/oneOf/'));
  return relevant.map((error) => {
    const path = jsonPath(error.instancePath);
    switch (error.keyword) {
      case 'required':
        return `${path}: missing "${(error.params as { missingProperty: string }).missingProperty}"`;
      case 'additionalProperties':
        return `${path}: unknown property "${(error.params as { additionalProperty: string }).additionalProperty}"`;
      case 'enum':
        return `${path}: must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
      case 'oneOf':
        return `${path}: must be a list of { value, label } or, with apiType "CSV", one comma-separated string`;
      case 'minLength':
        return `${path}: must not be empty`;
      default:
        return `${path}: ${error.message ?? 'is invalid'}`;
    }
  });
}

// "/formFields/2/options" -> "formFields[2].options"
function jsonPath(pointer: string): string {
  if (!pointer) return 'the file';
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '');
}
