import { readFileSync } from 'node:fs';
import { NOTIFICATION_KINDS } from '@/services/schemas/messaging';
import {
  DELIVERY_CHOICES,
  TOPICS_FOR,
  TOPIC_OF,
  deliveryChannels,
  settingsFromData,
} from '@/services/schemas/notification-settings';
import { notificationSettingsSchema } from '@/services/schemas/notification-settings-schema';

describe('deliveryChannels', () => {
  it('sends in the app and by email by default, as before the settings existed', () => {
    for (const kind of [
      'new-applicant',
      'stage-changed',
      'message',
      'event-reminder',
      'job-alert',
      'interview',
      'announcement',
      'assessment-result',
    ] as const) {
      expect(deliveryChannels({}, kind)).toEqual({ inApp: true, email: true });
    }
    // Saved jobs closing soon went to the bell only.
    expect(deliveryChannels(undefined, 'saved-job-closing')).toEqual({ inApp: true, email: false });
  });

  it('follows the kind a type belongs to: in app only, off', () => {
    expect(deliveryChannels({ applications: 'app' }, 'new-applicant')).toEqual({ inApp: true, email: false });
    expect(deliveryChannels({ applications: 'app' }, 'stage-changed')).toEqual({ inApp: true, email: false });
    expect(deliveryChannels({ messages: 'off' }, 'message-request')).toEqual({ inApp: false, email: false });
    expect(deliveryChannels({ 'job-alerts': 'off' }, 'job-alert')).toEqual({ inApp: false, email: false });
    expect(deliveryChannels({ interviews: 'app' }, 'interview')).toEqual({ inApp: true, email: false });
    expect(deliveryChannels({ messages: 'off' }, 'event-reminder')).toEqual({ inApp: true, email: true });
  });

  it('always delivers notices about the account itself', () => {
    const everythingOff = Object.fromEntries(TOPICS_FOR.talent.map((t) => [t, 'off']));
    expect(deliveryChannels(everythingOff, 'company-review')).toEqual({ inApp: true, email: true });
  });

  it('gives every notification type a kind (or none, for account notices) that a role can set', () => {
    const settable = new Set<string>([...TOPICS_FOR.talent, ...TOPICS_FOR.company]);
    for (const kind of NOTIFICATION_KINDS) {
      const topic = TOPIC_OF[kind];
      if (topic !== null) expect(settable.has(topic), kind).toBe(true);
    }
  });
});

describe('the stored settings', () => {
  it('accepts known kinds and choices only', () => {
    expect(notificationSettingsSchema.safeParse({ messages: 'off', events: 'app' }).success).toBe(true);
    expect(notificationSettingsSchema.safeParse({ newsletter: 'off' }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ messages: 'email' }).success).toBe(false);
  });

  it('reads an unknown value as the default', () => {
    expect(settingsFromData({ messages: 'sometimes', events: 'off', other: 'app' })).toEqual({ events: 'off' });
    expect(settingsFromData(undefined)).toEqual({});
  });

  it('firestore.rules lists the same kinds per role and the same choices', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const quoted = (list: readonly string[]) => `[${list.map((v) => `'${v}'`).join(', ')}]`;
    expect(rules).toContain(`isDeliveryChoices(request.resource.data, ${quoted(TOPICS_FOR.talent)})`);
    expect(rules).toContain(`isDeliveryChoices(request.resource.data, ${quoted(TOPICS_FOR.company)})`);
    expect(rules).toContain(`data.values().hasOnly(${quoted(DELIVERY_CHOICES)})`);
  });
});
