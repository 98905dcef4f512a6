import { ButtonLink } from '@/components/ui/button';
import { ADMIN_ROUTES, messagesWith } from '@/constants/routes';

/** "Message" on a talent's or company's back-office page: opens (or starts) the administrator's conversation with them. */
export function MessageAction({ uid, name }: { uid: string; name: string }) {
  return (
    <ButtonLink
      variant="secondary"
      href={messagesWith(ADMIN_ROUTES.messages, uid, name ? { name } : {})}
      aria-label={name ? `Message ${name}` : undefined}
    >
      Message
    </ButtonLink>
  );
}
