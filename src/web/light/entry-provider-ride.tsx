import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { bootIslands } from './islands/bootIslands';
import { PROVIDER_RIDE_ISLAND_MODULES } from './islands/providerRideIslandModules';

// The provider's ride page's script (docs/decisions/061): the page the server rendered with its ride is
// painted before the islands are fetched; the ride's island comes with the ride it was rendered with, so
// nothing is asked for at the start.
recordEarlyInteractions();
await afterFirstPaint();
bootIslands(PROVIDER_RIDE_ISLAND_MODULES);
