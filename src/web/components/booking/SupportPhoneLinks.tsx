import { SUPPORT_PHONE_TEXT, supportPhoneLinks } from '../../../domain/ride-messages';

/** 'Cannot find your driver? Call or WhatsApp us 24/7:' with the operator's line as a call and a chat link. */
export function SupportPhoneLinks({ phone }: { phone: string }) {
  const links = supportPhoneLinks(phone);
  return (
    <p>
      {SUPPORT_PHONE_TEXT}{' '}
      <a href={links.call} className="font-semibold underline">
        {phone}
      </a>{' '}
      ·{' '}
      <a href={links.whatsapp} className="font-semibold underline">
        WhatsApp
      </a>
    </p>
  );
}
