import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../shared/queryClient';
import { QueryState } from './QueryState';

/** A screen of names whose answers come from `answer`, one call after another. */
function Names({ answer }: { answer: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: answer, retry: false });
  return (
    <QueryState
      query={names}
      loadingText="Loading names..."
      errorText={(error) => `Failed: ${error.message}`}
      emptyText="No names yet"
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <ul>
          {data.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderNames(...answers: (string[] | Error)[]) {
  const answer = () => {
    const next = answers.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? []);
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Names answer={answer} />
    </QueryClientProvider>,
  );
}

describe('a query’s states', () => {
  it('says it is loading, then shows the answer', async () => {
    renderNames(['Ana', 'Luis']);
    expect(screen.getByRole('status').textContent).toBe('Loading names...');
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Ana', 'Luis']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says what failed, and Try Again asks again', async () => {
    renderNames(new Error('the server is down'), ['Ana']);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: the server is down');
    expect(screen.queryByText('Loading names...')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Ana');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    renderNames([]);
    expect(await screen.findByText('No names yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
