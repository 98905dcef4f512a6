export { OfflineScreen as default } from '@/components/pwa/offline-screen';
