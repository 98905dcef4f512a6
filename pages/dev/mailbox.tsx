export { MailboxScreen as default } from '@/components/dev/mailbox-screen';
