// POST /spots/:id/official-answers: the body, each error naming its field.
import { z } from 'zod';
import { calendarDate, idNumber } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { OFFICIAL_ANSWER_MAX_LENGTH, OFFICIAL_ANSWER_STATUSES } from '../spots/constants.ts';

const ORGANISATION_MESSAGE = 'organisationId must be the id of an organisation you answer for';

export const officialAnswerInputSchema = z
  .object(
    {
      organisationId: idNumber(ORGANISATION_MESSAGE, 'int4'),
      status: z.enum(OFFICIAL_ANSWER_STATUSES, { error: `status must be one of ${OFFICIAL_ANSWER_STATUSES.join(', ')}` }),
      text: plainText('text', 1, OFFICIAL_ANSWER_MAX_LENGTH),
      plannedFor: calendarDate('plannedFor').nullable().optional().describe('When the work is expected; only with status planned'),
    },
    { error: 'The body must be a JSON object with organisationId, status and text' },
  )
  .superRefine((answer, ctx) => {
    if (answer.plannedFor != null && answer.status !== 'planned') {
      ctx.addIssue({
        code: 'custom',
        path: ['plannedFor'],
        message: 'plannedFor may only be given with status planned',
        params: { code: 'planned_only' },
      });
    }
  });
export type OfficialAnswerInput = z.output<typeof officialAnswerInputSchema>;
