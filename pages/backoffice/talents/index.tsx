export { AdminTalentsScreen as default } from '@/components/backoffice/talent-screens';
