export { AdminMessagesScreen as default } from '@/components/messages/message-screens';
