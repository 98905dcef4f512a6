import { InboxScreen } from './inbox-screen';

export const TalentMessagesScreen = () => <InboxScreen role="talent" />;

export const CompanyMessagesScreen = () => <InboxScreen role="company" />;
