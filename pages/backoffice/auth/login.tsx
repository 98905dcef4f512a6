export { AdminSignInScreen as default } from '@/components/auth/sign-in-screen';
