import { Clock, ShieldCheck, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { FIRST_SCREEN_END_ID } from '../../shared/bootIds';
import { QuickBookingCard } from './QuickBookingCard';

const HIGHLIGHTS = [
  { icon: Clock, text: 'Your driver waits, even if your flight is late' },
  { icon: ShieldCheck, text: 'Licensed, insured professional drivers' },
  { icon: Star, text: 'One fixed price per vehicle, no surprises' },
];

/** The home page's first view: what we do, and the booking card around the given form. */
export function Hero({ bookingForm }: { bookingForm: ReactNode }) {
  return (
    <section
      aria-labelledby="hero-heading"
      // A dark surface: a light focus ring keeps its 3:1 contrast.
      className="relative isolate overflow-hidden bg-ocean-900 text-white [--focus-ring:var(--color-sand-300)]"
    >
      <HeroBackdrop />
      {/* Phones: the heading, then the form, so its first field is on the first screen; the selling
          points follow it. Wider screens: heading and selling points on the left, the form beside them. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pt-8 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1fr_28rem] lg:grid-rows-[1fr_1fr] lg:gap-x-14 lg:gap-y-0 lg:px-8 lg:pt-20 lg:pb-24">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-end">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-sand-200 ring-1 ring-white/15">
            Cancun Airport · Hotel Zone · Playa del Carmen · Tulum
          </p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:mt-5 sm:text-5xl lg:text-6xl"
          >
            Book Your Transport
          </h1>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <QuickBookingCard>{bookingForm}</QuickBookingCard>
        </div>
        <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
          <p className="max-w-xl text-lg leading-relaxed text-ocean-50 sm:text-xl lg:mt-5">
            Step out of arrivals and straight into a private, air-conditioned vehicle. No shuttle stops, no
            haggling with taxis: just your group, your driver and the road to your hotel.
          </p>
          <ul className="mt-8 space-y-3">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-base text-white">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-sand-300/15 text-sand-300">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        {/* The end of the first screen: index.html asks the browser not to paint before it is parsed, so a
            page streamed in pieces never shows half a form that then grows (a layout shift). */}
        <span id={FIRST_SCREEN_END_ID} hidden />
      </div>
    </section>
  );
}

/** Sea, sky and sun drawn in CSS and one small SVG wave: no photo to download. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-linear-to-br from-ocean-950 via-ocean-800 to-ocean-600" />
      <div className="absolute -top-24 -right-24 size-96 rounded-full bg-sand-400/20 blur-3xl" />
      <div className="absolute -bottom-32 -left-20 size-96 rounded-full bg-ocean-400/25 blur-3xl" />
      <svg
        className="absolute bottom-0 left-0 h-16 w-full text-white sm:h-24"
        viewBox="0 0 1440 96"
        preserveAspectRatio="none"
        fill="currentColor"
      >
        <path d="M0 64c120-21 240-32 360-21s240 43 360 43 240-32 360-43 240 0 360 21v32H0z" />
      </svg>
    </div>
  );
}
