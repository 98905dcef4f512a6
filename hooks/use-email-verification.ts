import { reloadAuthUser, resendVerification } from '@/services/account/session';

/** The verification banner's two actions: send the email again, and ask the provider whether the link was opened. */
export const resendVerificationEmail = () => resendVerification();
export const isEmailVerifiedNow = async () => (await reloadAuthUser())?.emailVerified === true;
