import { ArrowLeft, House } from 'lucide-react';
import { APP_ROUTES } from '../../../domain/routes';
import { Link } from '../../navigation/NavigationContext';

/** How the link stands on its page: a text link under a card, or the page's one button. */
const TONES = {
  link: {
    className: 'mt-6 inline-flex items-center gap-2 font-semibold text-ocean-800 hover:underline',
    Icon: ArrowLeft,
    iconSize: 'size-4',
  },
  button: {
    className:
      'mt-8 inline-flex items-center gap-2 rounded-lg bg-ocean-700 px-5 py-3 font-semibold text-white hover:bg-ocean-800',
    Icon: House,
    iconSize: 'size-5',
  },
} as const;

/** 'Back to Home', the way out of a page a visitor did not mean to stay on (the admin login, Page Not Found). */
export function BackToHomeLink({ tone }: { tone: keyof typeof TONES }) {
  const { className, Icon, iconSize } = TONES[tone];
  return (
    <Link to={APP_ROUTES.home} className={className}>
      <Icon aria-hidden="true" className={iconSize} />
      Back to Home
    </Link>
  );
}
