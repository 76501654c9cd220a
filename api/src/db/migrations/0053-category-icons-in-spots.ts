// Category icons (issue 14): a spot's categories carry their icon (categories.icon, 0051), so pages
// draw it beside the label. The two detail functions (0043, and 0047's for a hidden spot's author)
// are the same but for that field.
import { DETAIL } from './0043-spot-json-and-date-walk.ts';
import { HIDDEN_DETAIL } from './0047-moderation.ts';

const CATEGORY = "'temporary', c.temporary)";

function withIcon(definition: string): string {
  const replaced = definition.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION').replace(CATEGORY, "'temporary', c.temporary, 'icon', c.icon)");
  if (!replaced.includes("'icon', c.icon") || !replaced.startsWith('CREATE OR REPLACE FUNCTION'))
    throw new Error('0053: a detail function changed shape');
  return replaced;
}

export const statements = [withIcon(DETAIL), withIcon(HIDDEN_DETAIL)];
