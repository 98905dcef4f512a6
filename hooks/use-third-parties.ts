import { useEffect } from 'react';
import { initAnalytics } from '@/services/integrations/analytics';
import { initChat } from '@/services/integrations/chat';

/** Third parties start after the first render and only when configured. */
export function useThirdParties() {
  useEffect(() => {
    void initAnalytics();
    void initChat();
  }, []);
}
