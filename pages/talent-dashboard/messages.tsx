export { TalentMessagesScreen as default } from '@/components/messages/message-screens';
