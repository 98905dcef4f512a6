export { AdminHomeScreen as default } from '@/components/dashboard/home-screens';
