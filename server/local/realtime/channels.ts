/**
 * Event channels: one per open events stream (one per browser tab). Subscriptions are registered onto a channel
 * by id and their snapshots written to its stream, so a tab needs one connection however many listeners it has.
 */
import crypto from 'node:crypto';
import { BackendError } from '@/services/backend/types';
import type { Access } from '../policy/types';
import type { RealtimeHub, Snapshot, Subscription, Target } from './hub';

export type ChannelEvent = ({ sub: string } & Snapshot) | { sub: string; error: { code: string; message: string } };

interface Registration {
  subscription?: Subscription;
}

interface Channel {
  write(event: ChannelEvent): void;
  /** The latest registration per subscription id; a superseded or cancelled one unsubscribes itself on arrival. */
  subs: Map<string, Registration>;
}

const drop = (channel: Channel, subId: string) => {
  channel.subs.get(subId)?.subscription?.close();
  channel.subs.delete(subId);
};

export function createChannels(hub: RealtimeHub) {
  const channels = new Map<string, Channel>();

  const channelOf = (id: unknown): Channel => {
    const channel = typeof id === 'string' ? channels.get(id) : undefined;
    if (!channel) throw new BackendError('unavailable', 'Unknown or closed events channel; open a new events stream.');
    return channel;
  };

  return {
    open(write: (event: ChannelEvent) => void): { id: string; close(): void } {
      const id = crypto.randomUUID();
      const channel: Channel = { write, subs: new Map() };
      channels.set(id, channel);
      return {
        id,
        close() {
          for (const registration of channel.subs.values()) registration.subscription?.close();
          channel.subs.clear();
          channels.delete(id);
        },
      };
    },

    /** Registers (or re-registers, e.g. after the user changed) a subscription; the first snapshot goes out first. */
    async listen(channelId: unknown, subId: unknown, access: Access, target: Target): Promise<void> {
      const channel = channelOf(channelId);
      if (typeof subId !== 'string' || subId === '')
        throw new BackendError('invalid-argument', 'A subscription id is required.');
      drop(channel, subId);
      const registration: Registration = {};
      channel.subs.set(subId, registration);
      const current = () => channel.subs.get(subId) === registration && channels.get(channelId as string) === channel;
      try {
        registration.subscription = await hub.subscribe(access, target, {
          next: (snapshot) => current() && channel.write({ sub: subId, ...snapshot }),
          error: (error) => {
            if (!current()) return;
            channel.subs.delete(subId);
            channel.write({ sub: subId, error: { code: error.code, message: error.message } });
          },
        });
      } catch (error) {
        if (current()) channel.subs.delete(subId);
        throw error;
      }
      if (!current()) registration.subscription.close();
    },

    /**
     * The tab's fresh token for every subscription on its channel (the browser renews before its token expires, as
     * Firestore's SDK re-authenticates its stream), so live views outlive one token without listening again.
     */
    async renew(channelId: unknown, access: Access): Promise<void> {
      const channel = channelOf(channelId);
      await Promise.all([...channel.subs.values()].map((registration) => registration.subscription?.renew(access)));
    },

    unlisten(channelId: unknown, subId: unknown): void {
      const channel = typeof channelId === 'string' ? channels.get(channelId) : undefined;
      if (!channel || typeof subId !== 'string') return;
      drop(channel, subId);
    },

    get size() {
      return channels.size;
    },
  };
}

export type Channels = ReturnType<typeof createChannels>;
