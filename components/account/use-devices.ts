import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deviceId } from '@/services/account/device-id';
import { listDevices, signOutDevice, signOutEverywhere } from '@/services/account/devices';

export const deviceKeys = {
  all: ['devices'] as const,
  list: (uid: string) => [...deviceKeys.all, 'list', uid] as const,
};

/** Fresh on every visit of settings: "last active" is what the person checks. */
const devicesQueryOptions = (uid: string) =>
  queryOptions({ queryKey: deviceKeys.list(uid), queryFn: () => listDevices(uid), staleTime: 0 });

export const useDevices = (uid: string) => useQuery(devicesQueryOptions(uid));

export function useSignOutDevice(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: string) => signOutDevice(device),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.list(uid) }),
  });
}

/** Every session ends, this browser's too: the caller signs out once it succeeds. */
export const useSignOutEverywhere = (onDone: () => Promise<void>) =>
  useMutation({ mutationFn: signOutEverywhere, onSuccess: onDone });

/** This browser's device id, to mark it in the list (read once; it never changes while the page is open). */
export const useThisDevice = () => useState(deviceId)[0];
