export { TalentProfileScreen as default } from '@/components/profile/talent-profile-screen';
