export { CompanySignUpScreen as default } from '@/components/auth/sign-up-screen';
