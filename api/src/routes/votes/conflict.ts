// 409 answers of the interaction writes: the request was fine, the spot's or comment's state says
// no. `code` is what the browser translates (already_voted, spot_fixed, not_shame, …).
import { HttpError } from '../../http/errors.ts';

export const stateConflict = (message: string, code: string) => new HttpError(409, message, { code });
