import { APP_ROUTES } from '../../domain/routes';
import type { ProviderContact, ProviderRideResponse } from '../../domain/schemas/dispatch';
import { HeadTagsInDocument, PageTitle } from '../components/PageMeta';
import { DocumentNavigation } from '../navigation/DocumentNavigation';
import { ProviderRideIsland } from '../pages/ProviderRideIsland';
import { Island } from '../shared/islands/Island';
import { DispatchContactIsland } from '../shell/DispatchContactIsland';
import { ProviderFrame } from '../shell/ProviderFrame';
import { type LightPageRenderer, type RenderedLightPage, renderLightPage } from './renderLightPage';

/** What the server renders the page with: the link's answer (the ride, or why it opens nothing), the dispatch. */
export interface ProviderRideShown {
  answer: ProviderRideResponse;
  contact: ProviderContact['contact'];
}

/**
 * The provider's ride page as a light page (docs/decisions/061): a driver opens it on a phone, often at the
 * airport, by the offer e-mail's link. The server renders it with the ride the link opens (`shown`), so
 * the first paint is the ride and its buttons; the prerendered page (a render that failed, /provider/rides
 * after a reload) asks for the ride once hydrated. Islands: the ride (every act redraws it from the
 * answer) and the dispatch line; the frame's text is never hydrated. Rendered for /provider/rides, the
 * path the page stands at once read: no token in the page.
 */
export function ProviderRideApp({ shown }: { shown?: ProviderRideShown }) {
  const contact = (
    <Island name="provider-contact" props={shown ? { contact: shown.contact } : undefined}>
      <DispatchContactIsland contact={shown?.contact} />
    </Island>
  );
  return (
    <HeadTagsInDocument>
      <DocumentNavigation serverPathname={APP_ROUTES.providerRideOpened}>
        <ProviderFrame contact={contact}>
          <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
            <Island name="provider-ride" props={shown ? { shown: shown.answer } : undefined}>
              <ProviderRideIsland shown={shown?.answer} />
            </Island>
          </section>
        </ProviderFrame>
      </DocumentNavigation>
    </HeadTagsInDocument>
  );
}

/**
 * The provider's page: its loading state (the prerender), or, with `shown`, the page of that link's ride,
 * which the server renders at each request (src/server/site/provider-ride-page.ts) into the prerendered
 * page's place.
 */
export function renderProviderRidePage(shown?: ProviderRideShown): RenderedLightPage {
  return renderLightPage(
    <>
      <PageTitle title="Ride" />
      <meta name="robots" content="noindex" />
    </>,
    <ProviderRideApp shown={shown} />,
  );
}

/** The prerendered page: the loading state, until the browser has read the ride. */
export const renderPage: LightPageRenderer = () => renderProviderRidePage();
