export { CompanySignInScreen as default } from '@/components/auth/sign-in-screen';
