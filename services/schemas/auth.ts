/**
 * The account forms' inputs (sign-in, sign-up, password and email changes), checked with the same rules in the
 * browser and by the local auth engine. Messages are the ones a person reads under each field.
 */
import { z } from 'zod/mini';
import { JOB_SEEKER_CATEGORIES } from '../../constants/enums';
import { DELETE_CONFIRMATION, LIMITS, PASSWORD_MIN_LENGTH } from './limits';

export { DELETE_CONFIRMATION, PASSWORD_MIN_LENGTH };

const accountEmailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Enter your email address.'), z.maxLength(LIMITS.emailMax)),
  z.email('Enter a valid email address, like name@example.com.'),
);

/** Signing in only needs a password: whatever rule applied when it was chosen is the provider's business. */
const currentPasswordSchema = z.string().check(z.minLength(1, 'Enter your password.'));

const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'Choose a password.'),
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
  );

const requiredName = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(LIMITS.nameMax));

export const signInSchema = z.object({ email: accountEmailSchema, password: currentPasswordSchema });
export type SignInInput = z.output<typeof signInSchema>;

export const talentSignUpSchema = z.object({
  name: requiredName('Enter your full name.'),
  email: accountEmailSchema,
  password: newPasswordSchema,
  category: z.enum(JOB_SEEKER_CATEGORIES, 'Choose the kind of work you are looking for.'),
});
export type TalentSignUpInput = z.output<typeof talentSignUpSchema>;

export const companySignUpSchema = z.object({
  companyName: requiredName("Enter your company's name."),
  email: accountEmailSchema,
  password: newPasswordSchema,
});
export type CompanySignUpInput = z.output<typeof companySignUpSchema>;

/** A recruiter joining a company through an invitation: its own name, the invited email and a password. */
export const recruiterSignUpSchema = z.object({
  name: requiredName('Enter your full name.'),
  email: accountEmailSchema,
  password: newPasswordSchema,
});
export type RecruiterSignUpInput = z.output<typeof recruiterSignUpSchema>;

export const passwordResetRequestSchema = z.object({ email: accountEmailSchema });
export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;

const yourPassword = z.string().check(z.minLength(1, 'Enter your current password.'));

export const changePasswordSchema = z
  .object({ currentPassword: yourPassword, newPassword: newPasswordSchema, confirm: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      if (values.newPassword && values.newPassword === values.currentPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['newPassword'],
          message: 'Choose a password different from the current one.',
        });
      }
      if (values.confirm !== values.newPassword)
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'The passwords do not match.' });
    }),
  );
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** A new address for the account: not the one it already has. */
export const changeEmailSchema = (currentEmail: string) =>
  z.object({
    newEmail: accountEmailSchema.check(
      z.refine((address) => address.toLowerCase() !== currentEmail.toLowerCase(), 'This is already your email.'),
    ),
    currentPassword: yourPassword,
  });
export type ChangeEmailInput = z.output<ReturnType<typeof changeEmailSchema>>;

export const newPasswordInputSchema = z.object({ password: newPasswordSchema });
export type NewPasswordInput = z.output<typeof newPasswordInputSchema>;

export const deleteAccountSchema = z.object({
  password: yourPassword,
  confirmation: z.string().check(
    z.trim(),
    z.refine((typed) => typed === DELETE_CONFIRMATION, `Type ${DELETE_CONFIRMATION} in capital letters to confirm.`),
  ),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
