export { TalentHomeScreen as default } from '@/components/dashboard/home-screens';
