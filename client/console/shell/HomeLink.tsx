import { Link } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { landingRoute } from '#events/core/access';
import { sessionAtom } from './state/session';

/**
 * 'На главную' on the console's error pages: a signed-in user goes to their start page in the
 * console; only a visitor who is not signed in goes to the main (public) site.
 */
export function HomeLink({ testId }: { testId: string }) {
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  const href = session ? landingRoute(session.role.scope) : '/';
  return (
    <Link
      href={href}
      data-testid={testId}
      onClick={(event) => {
        if (!session || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      На главную
    </Link>
  );
}
