export { NotFoundScreen as default } from '@/components/not-found/not-found-screen';
