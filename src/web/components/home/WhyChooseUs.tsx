import { BadgeDollarSign, Clock, ShieldCheck, Snowflake } from 'lucide-react';
import { GuaranteeBanner } from './GuaranteeBanner';

const FEATURES = [
  {
    icon: Clock,
    title: 'No Waiting Time',
    text: 'We track your flight. If it lands early or late, your driver adjusts and is there with your name on a sign when you come out of arrivals.',
  },
  {
    icon: ShieldCheck,
    title: 'Insured Professional Drivers',
    text: 'Every ride is driven by an experienced, licensed driver from an insured, federally permitted transport company.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Fixed Prices',
    text: 'One price per vehicle, agreed when you book. No meters, no fuel or luggage surcharges, no airport haggling.',
  },
  {
    icon: Snowflake,
    title: 'Comfortable Vehicles',
    text: 'Clean, air-conditioned vans and SUVs with room for your suitcases, golf bags and strollers.',
  },
];

/** 'Why Choose Our Service': the four promises and the money-back guarantee. The header's 'Why Us' lands here. */
export function WhyChooseUs() {
  return (
    <section id="why-choose-us" aria-labelledby="why-choose-us-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wide text-sand-700 uppercase">Travel the easy way</p>
          <h2
            id="why-choose-us-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl"
          >
            Why Choose Our Service
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            After a long flight, the last thing you want is a queue, a haggle or a crowded shuttle. We keep
            the first and last hour of your holiday simple.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-ocean-100 bg-ocean-50/60 p-6 transition-shadow hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-ocean-700 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ocean-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <GuaranteeBanner />
      </div>
    </section>
  );
}
