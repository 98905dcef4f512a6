/** How the notification settings read: each kind's label (per role where they differ) and each choice's. */
import type { DeliveryChoice, NotificationTopic, NotifiedRole } from '@/services/schemas/notification-settings';

const TOPIC_LABELS: Record<NotificationTopic, string | Record<NotifiedRole, string>> = {
  applications: { talent: 'Applications: your stage changes', company: 'Applications: new applicants' },
  messages: 'Messages and message requests',
  interviews: 'Interviews',
  events: 'Events: reminders, seats and cancellations',
  'job-alerts': 'Job alerts: new jobs for your saved searches',
  'saved-jobs': 'Saved jobs closing soon',
  assessments: 'Assessment results',
  announcements: 'Announcements from the team',
};

export const topicLabel = (topic: NotificationTopic, role: NotifiedRole): string => {
  const label = TOPIC_LABELS[topic];
  return typeof label === 'string' ? label : label[role];
};

const CHOICE_LABELS: Record<DeliveryChoice, string> = {
  'app-email': 'In app and email',
  app: 'In app only',
  off: 'Off',
};

export const choiceLabel = (choice: string): string => CHOICE_LABELS[choice as DeliveryChoice] ?? choice;
