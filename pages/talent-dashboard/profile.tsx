export { TalentProfileScreen as default } from '@/components/profile/profile-screens';
