export { AuthActionScreen as default } from '@/components/auth/auth-action-screen';
