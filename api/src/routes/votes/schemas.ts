// What the vote, fix-proposal and "fixed" routes answer (documented in OpenAPI from these schemas).
import { z } from 'zod';
import { apiSchemas } from '../../plugins/openapi.ts';
import { errorSchema } from '../schemas.ts';

export const spotVotesSchema = z
  .object({ votes: z.number().int().describe("The spot's vote count after this vote") })
  .register(apiSchemas, { id: 'SpotVotes' });

export const fixProposalsSchema = z
  .object({
    fixProposals: z.number().int().describe('Distinct people who proposed the spot as fixed'),
    fixProposalsNeeded: z.number().int(),
    fixed: z.boolean().describe('true when this proposal fixed the spot'),
  })
  .register(apiSchemas, { id: 'FixProposals' });

/** The error answers every interaction write may give. */
export const interactionErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;
