export { AdminEventsScreen as default } from '@/components/events/event-screens';
