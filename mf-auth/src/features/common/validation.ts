// Client-side checks before a request: quick feedback on the field itself. The server checks
// everything again and has the last word.
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, type FieldErrors } from './forms.tsx';

/** As the server: 3 to 30 characters, starting and ending with a letter or digit. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}_.-]{1,28}[\p{L}\p{N}]$/u;

export function checkEmail(email: string, into: FieldErrors): void {
  if (!email.trim()) into.email = 'auth:errors.required.email';
  else if (!EMAIL_PATTERN.test(email.trim())) into.email = 'auth:errors.field.email';
}

export function checkNewPassword(password: string, into: FieldErrors): void {
  if (!password) into.password = 'auth:errors.required.password';
  else if (password.length < MIN_PASSWORD_LENGTH) into.password = 'auth:errors.weak_password';
}

export function checkUsername(username: string, into: FieldErrors): void {
  if (!username.trim()) into.username = 'auth:errors.required.username';
  else if (!USERNAME_PATTERN.test(username.trim())) into.username = 'auth:errors.field.username';
}

export function checkTerms(accepted: boolean, into: FieldErrors): void {
  if (!accepted) into.acceptTerms = 'auth:errors.terms_required';
}
