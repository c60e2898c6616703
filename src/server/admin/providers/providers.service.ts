/**
 * The Providers page: the transport providers rides are offered to, what each is paid per
 * route, and every change with who made it and when.
 */
import { cancunMonth, cancunMonthBounds } from '../../../domain/cancun-month';
import { PRICED_ROUTES } from '../../../domain/price-admin';
import {
  PROVIDER_MESSAGES,
  type ProviderForm,
  type ProvidersResponse,
} from '../../../domain/schemas/dispatch';
import type { Database, Transaction } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import {
  countAcceptedRides,
  type FieldChanges,
  findProviderForUpdate,
  insertProvider,
  listProviderChanges,
  listProviders,
  listRouteCosts,
  recordProviderChange,
  replaceRouteCosts,
  updateProvider,
} from './providers.queries';

export interface ProvidersDeps {
  db: Database;
  now: () => Date;
}

/** The latest changes the page lists. */
const CHANGES_SHOWN = 50;

const routeKey = (from: string, to: string) => `${from} → ${to}`;

export async function getProviders(deps: ProvidersDeps): Promise<ProvidersResponse> {
  const rows = await listProviders(deps.db);
  const [costs, rides, changes] = await Promise.all([
    listRouteCosts(
      deps.db,
      rows.map((row) => row.id),
    ),
    countAcceptedRides(deps.db, cancunMonthBounds(cancunMonth(deps.now()))),
    listProviderChanges(deps.db, CHANGES_SHOWN),
  ]);
  return {
    providers: rows.map((row) => ({
      id: row.id,
      companyName: row.companyName,
      dispatchEmail: row.dispatchEmail,
      phone: row.phone,
      active: row.active,
      // The page's six routes in its order; a route without a cost of its own is left out.
      costs: PRICED_ROUTES.flatMap(({ from, to }) => {
        const cost = costs.find(
          (c) => c.providerId === row.id && c.fromLocation === from && c.toLocation === to,
        );
        return cost ? [{ from, to, costDollars: Math.round(cost.costCents / 100) }] : [];
      }),
      ridesThisMonth: rides.find((r) => r.providerId === row.id)?.rides ?? 0,
    })),
    changes: changes.map((change) => ({ ...change, at: change.at.toISOString() })),
  };
}

/** What the form's costs say, per route, in cents. */
function costsOf(form: ProviderForm) {
  return form.costs.map(({ from, to, costDollars }) => ({ from, to, costCents: costDollars * 100 }));
}

/** A second provider of the same name (any case) is refused by name. */
async function savingProvider<T>(deps: ProvidersDeps, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (uniqueViolation(error) === 'providers_company_name_idx') {
      throw new AppError('conflict', PROVIDER_MESSAGES.companyTaken, {
        companyName: PROVIDER_MESSAGES.companyTaken,
      });
    }
    throw error;
  }
}

export async function addProvider(deps: ProvidersDeps, form: ProviderForm, by: string) {
  const at = deps.now();
  await savingProvider(deps, async (tx) => {
    const { costs: _costs, ...values } = form;
    const row = await insertProvider(tx, { ...values, at });
    await replaceRouteCosts(tx, row.id, costsOf(form));
    const changes: FieldChanges = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [field, { before: null, after: value }]),
    );
    for (const cost of form.costs) {
      changes[`cost ${routeKey(cost.from, cost.to)}`] = { before: null, after: cost.costDollars };
    }
    await recordProviderChange(tx, { providerId: row.id, by, at, changes });
  });
  return getProviders(deps);
}

export async function saveProvider(deps: ProvidersDeps, id: string, form: ProviderForm, by: string) {
  const at = deps.now();
  await savingProvider(deps, async (tx) => {
    const current = await findProviderForUpdate(tx, id);
    if (!current) throw new AppError('not-found', PROVIDER_MESSAGES.notFound);
    const { costs: _costs, ...values } = form;
    const changes: FieldChanges = {};
    for (const [field, value] of Object.entries(values) as [keyof typeof values, unknown][]) {
      if (current[field] !== value) changes[field] = { before: current[field], after: value };
    }
    const before = await listRouteCosts(tx, [id]);
    const after = costsOf(form);
    for (const { from, to } of PRICED_ROUTES) {
      const was = before.find((c) => c.fromLocation === from && c.toLocation === to)?.costCents ?? null;
      const now = after.find((c) => c.from === from && c.to === to)?.costCents ?? null;
      if (was !== now) {
        changes[`cost ${routeKey(from, to)}`] = {
          before: was === null ? null : was / 100,
          after: now === null ? null : now / 100,
        };
      }
    }
    if (Object.keys(changes).length === 0) return;
    await updateProvider(tx, id, { ...values, at });
    await replaceRouteCosts(tx, id, after);
    await recordProviderChange(tx, { providerId: id, by, at, changes });
  });
  return getProviders(deps);
}
