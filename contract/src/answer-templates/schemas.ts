// Official-answer templates (issue 13): texts an organisation keeps per language so that its
// members answer spots quickly and alike. Members read them when they answer; the organisation's
// administrators and the platform's write them.
import { z } from 'zod';
import { idParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { organisationSlugParamsSchema } from '../organisations/schemas.ts';
import { LOCALES } from '../rules/locale.ts';
import { MAX_ANSWER_TEMPLATE_POSITION, MAX_ANSWER_TEMPLATE_TEXT, MAX_ANSWER_TEMPLATE_TITLE } from './constants.ts';

export const answerTemplateSchema = z
  .object({
    id: z.number().int(),
    locale: z.enum(LOCALES),
    title: z.string().describe('What the list shows'),
    text: z.string().describe("What goes into the answer's text"),
    position: z.number().int().describe('Order within its language, smallest first'),
    updatedAt: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'AnswerTemplate' });
export type AnswerTemplate = z.infer<typeof answerTemplateSchema>;

export const answerTemplatesSchema = z
  .object({ items: z.array(answerTemplateSchema).describe('By language (de, fr, it, en), then position') })
  .register(apiSchemas, { id: 'AnswerTemplates' });
export type AnswerTemplates = z.infer<typeof answerTemplatesSchema>;

const localeField = z.enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` });

export const answerTemplatesQuerySchema = z.object({ locale: localeField.optional().describe("Only this language's templates") });

export const answerTemplateParamsSchema = organisationSlugParamsSchema.extend({ id: idParam('id', 'bigint') });

const positionField = z
  .number({ error: `position must be an integer from 0 to ${MAX_ANSWER_TEMPLATE_POSITION}` })
  .int({ error: `position must be an integer from 0 to ${MAX_ANSWER_TEMPLATE_POSITION}` })
  .min(0, { error: `position must be an integer from 0 to ${MAX_ANSWER_TEMPLATE_POSITION}` })
  .max(MAX_ANSWER_TEMPLATE_POSITION, { error: `position must be an integer from 0 to ${MAX_ANSWER_TEMPLATE_POSITION}` });

export const answerTemplateInputSchema = z
  .strictObject(
    {
      locale: localeField,
      title: plainText('title', 1, MAX_ANSWER_TEMPLATE_TITLE),
      text: plainText('text', 1, MAX_ANSWER_TEMPLATE_TEXT),
      position: positionField.optional().describe("Default: after the language's last one"),
    },
    { error: 'The body must be a JSON object with locale, title and text' },
  )
  .register(apiSchemas, { id: 'NewAnswerTemplate' });
export type AnswerTemplateInput = z.output<typeof answerTemplateInputSchema>;

export const answerTemplatePatchSchema = z
  .strictObject(
    {
      locale: localeField.optional(),
      title: answerTemplateInputSchema.shape.title.optional(),
      text: answerTemplateInputSchema.shape.text.optional(),
      position: positionField.optional(),
    },
    { error: 'The body must be a JSON object (part of NewAnswerTemplate)' },
  )
  .describe('Only the fields sent change')
  .register(apiSchemas, { id: 'AnswerTemplatePatch' });
export type AnswerTemplatePatch = z.output<typeof answerTemplatePatchSchema>;
