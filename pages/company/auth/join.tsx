export { JoinCompanyScreen as default } from '@/components/company-team/join-screen';
