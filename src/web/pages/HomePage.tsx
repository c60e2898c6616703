import { QuickBookingForm } from '../features/booking/QuickBookingForm';
/**
 * Placeholder home: the hero (quick form), 'Why Choose Our Service' and 'Our Destinations' land later.
 * The sections already carry the anchor ids the header links to, and are tall enough to scroll to.
 */
export function HomePage() {
  return (
    <>
      <section
        aria-labelledby="hero-heading"
        // A dark surface: a light focus ring keeps its 3:1 contrast.
        className="bg-ocean-800 text-white [--focus-ring:var(--color-sand-300)]"
      >
        <div className="mx-auto flex min-h-[60vh] max-w-5xl flex-col justify-center px-4 py-16 sm:px-6 lg:px-8">
          <h1 id="hero-heading" className="text-3xl font-bold tracking-tight sm:text-5xl">
            Book Your Transport
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ocean-50">
            Private, fixed-price transfers from Cancun Airport to the Hotel Zone, Playa del Carmen and Tulum.
          </p>
          <QuickBookingForm />
        </div>
      </section>

      <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="bg-white">
        <div className="mx-auto min-h-[80vh] max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="why-choose-us-heading" className="text-2xl font-bold text-ocean-900 sm:text-3xl">
            Why Choose Our Service
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            No waiting time, insured professional drivers and fixed prices.
          </p>
        </div>
      </section>

      <section id="our-destinations" aria-labelledby="our-destinations-heading" className="bg-sand-50">
        <div className="mx-auto min-h-[80vh] max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="our-destinations-heading" className="text-2xl font-bold text-ocean-900 sm:text-3xl">
            Our Destinations
          </h2>
          <p className="mt-4 text-lg text-slate-700">Cancun Hotel Zone, Playa del Carmen and Tulum.</p>
        </div>
      </section>
    </>
  );
}
