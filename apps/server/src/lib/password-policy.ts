import { passwordProblem } from '@mostrador/shared/validation/password-policy';
import { AppError } from './errors';

/** The shared password rules, as a Spanish 400: registration, recovery and a password change ask the same. */
export const assertPasswordPolicy = (password: string, phone: string): void => {
  const problem = passwordProblem(password, phone);
  if (problem) throw new AppError(problem, 400);
};
