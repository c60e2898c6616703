import type { ReactNode } from 'react';
import { LEGAL_EFFECTIVE_DATE } from '../../../domain/constants';

export interface LegalSection {
  /** Stable: other pages and e-mails link to /terms#id. */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The frame of the terms and the privacy policy: title, effective date, contents, numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <article>
      <div className="bg-ocean-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 font-semibold text-ocean-700">Effective {LEGAL_EFFECTIVE_DATE}</p>
          <div className="mt-5 max-w-3xl space-y-3 text-lg leading-relaxed text-slate-700">{intro}</div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-labelledby="legal-contents-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="legal-contents-heading"
            className="text-sm font-bold tracking-wide text-slate-600 uppercase"
          >
            On this page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-ocean-700 underline-offset-4 hover:text-ocean-900 hover:underline"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-bold text-ocean-900">
                {index + 1}. {section.title}
              </h2>
              <div className="legal-text mt-4 space-y-4 leading-relaxed text-slate-700">{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
