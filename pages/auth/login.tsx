export { TalentSignInScreen as default } from '@/components/auth/sign-in-screen';
