export { CompanyMessagesScreen as default } from '@/components/messages/message-screens';
