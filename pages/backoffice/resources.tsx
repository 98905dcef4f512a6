export { AdminResourcesScreen as default } from '@/components/resources/resource-screens';
