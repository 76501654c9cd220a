// What the vote, fix-proposal and "fixed" routes answer (documented in OpenAPI from these schemas).
import { z } from 'zod';
import { apiSchemas } from '../openapi-names.ts';
import { FIX_PROPOSALS_NEEDED } from '../spots/constants.ts';

export const spotVotesSchema = z
  .object({ votes: z.number().int().describe("The spot's vote count after this vote") })
  .register(apiSchemas, { id: 'SpotVotes' });
export type SpotVotes = z.infer<typeof spotVotesSchema>;

export const fixProposalsSchema = z
  .object({
    fixProposals: z.number().int().describe('Distinct people who proposed the spot as fixed'),
    fixProposalsNeeded: z.number().int().describe(`Distinct proposals that make it fixed (${FIX_PROPOSALS_NEEDED})`),
    fixed: z.boolean().describe('true when this proposal fixed the spot'),
  })
  .register(apiSchemas, { id: 'FixProposals' });
export type FixProposals = z.infer<typeof fixProposalsSchema>;
