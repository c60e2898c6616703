import { Island } from '../../shared/islands/Island';
import { BookNowButton } from './BookNowButton';

/** The closing invitation: back to the booking card at the top. */
export function FinalCallToAction() {
  return (
    <section
      aria-labelledby="final-cta-heading"
      className="bg-ocean-800 text-white [--focus-ring:var(--color-sand-300)]"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 md:py-20">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Ready to Book Your Transport?
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ocean-50">
          Reserve in two minutes, get your confirmation by e-mail, and let your holiday start the moment you
          land.
        </p>
        <div className="mt-8">
          <Island name="book-now" props={{ label: 'Book Your Transfer', variant: 'light' }}>
            <BookNowButton label="Book Your Transfer" variant="light" />
          </Island>
        </div>
      </div>
    </section>
  );
}
