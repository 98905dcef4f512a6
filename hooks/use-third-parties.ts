import { useEffect } from 'react';
import { initAnalytics } from '@/services/analytics';
import { initChat } from '@/services/chat';

/** Third parties start after the first render and only when configured. */
export function useThirdParties() {
  useEffect(() => {
    void initAnalytics();
    void initChat();
  }, []);
}
