export { TalentSignUpScreen as default } from '@/components/auth/sign-up-screen';
