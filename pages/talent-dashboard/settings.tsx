export { TalentSettingsScreen as default } from '@/components/settings/settings-screen';
