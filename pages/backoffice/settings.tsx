export { AdminSettingsScreen as default } from '@/components/settings/settings-screen';
