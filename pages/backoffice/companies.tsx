export { AdminCompaniesScreen as default } from '@/components/backoffice/company-screens';
