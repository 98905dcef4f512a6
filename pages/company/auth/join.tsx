export { JoinCompanyScreen as default } from '@/components/auth/join-screen';
