export { AdminTalentScreen as default } from '@/components/backoffice/talent-screens';
