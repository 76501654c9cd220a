// Comments: what the routes accept (each error names its field) and the Comment they answer.
import { z } from 'zod';
import { idNumber, idParam } from '../http/params.ts';
import { plainText } from '../http/plain-text.ts';
import { apiSchemas } from '../openapi-names.ts';
import { COMMENT_MAX_LENGTH } from '../spots/constants.ts';

export const commentParamsSchema = z.object({ id: idParam('id', 'bigint') });

export const commentBodySchema = plainText('body', 1, COMMENT_MAX_LENGTH);

export const newCommentSchema = z.object(
  {
    body: commentBodySchema,
    parentId: idNumber('parentId must be the id of a top-level comment of this spot', 'bigint')
      .optional()
      .describe('Reply to this top-level comment'),
  },
  { error: 'The body must be a JSON object with body' },
);

export const commentEditSchema = z.object({ body: commentBodySchema }, { error: 'The body must be a JSON object with body' });

// One shape for comments and replies (a reply's replies are always []): the browser renders both
// alike. Written out in the object (not spread in), so zod can infer the recursive type.
export const commentSchema = z.object({
  id: z.number().int(),
  spotId: z.number().int(),
  parentId: z.number().int().nullable(),
  body: z.string().describe("Plain text; '' when a moderator has hidden the comment"),
  hidden: z.boolean(),
  hiddenNote: z.string().nullable().optional().describe("Only for the author of a hidden comment (who also gets its body): the moderator's note"),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable().describe('null when the account was deleted'),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  votes: z.number().int(),
  get replies() {
    return z.array(commentSchema).describe('Replies oldest first (top-level comments only; always [] on a reply)');
  },
});
commentSchema.register(apiSchemas, { id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z
  .object({ items: z.array(commentSchema).describe('Top-level comments oldest first') })
  .register(apiSchemas, { id: 'CommentList' });
export type CommentList = z.infer<typeof commentListSchema>;

export const commentVotesSchema = z
  .object({ votes: z.number().int().describe("The comment's vote count after this vote") })
  .register(apiSchemas, { id: 'CommentVotes' });
export type CommentVotes = z.infer<typeof commentVotesSchema>;
