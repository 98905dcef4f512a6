export { TalentPublicProfileScreen as default } from '@/components/discovery/talent-public-profile-screen';
