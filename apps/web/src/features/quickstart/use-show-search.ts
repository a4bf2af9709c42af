import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChosenShow } from './chosen-show.ts';
import { type ResolveClient, resolveSearchInput } from './resolve-input.ts';
import { classifySearchInput, type SearchInput } from './search-input.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type ShowSearch =
  | { status: 'idle' }
  | { status: 'loading'; input: SearchInput }
  | { status: 'error'; retry(): void }
  | { status: 'options'; input: SearchInput; options: ChosenShow[] }
  | { status: 'feed-failed'; url: string };

/**
 * What the box's text finds, asked `debounceMs` after the owner stops typing. Answers are kept a
 * few minutes so going back to the search shows the same list at once.
 */
export function useShowSearch(text: string, client: ResolveClient, debounceMs: number): ShowSearch {
  const settled = useDebouncedValue(text, debounceMs);
  const input = useMemo(() => classifySearchInput(settled), [settled]);
  const typing = classifySearchInput(text).kind !== 'empty' && text !== settled;
  const query = useQuery({
    queryKey: ['quickstart-search', input],
    queryFn: () => {
      if (input.kind === 'empty') throw new Error('nothing to search');
      return resolveSearchInput(input, client);
    },
    enabled: input.kind !== 'empty',
    staleTime: 5 * 60_000,
    retry: false,
  });

  if (classifySearchInput(text).kind === 'empty') return { status: 'idle' };
  if (typing || query.isPending || query.isFetching) return { status: 'loading', input };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  const resolution = query.data;
  if (resolution.kind === 'feed-failed') return { status: 'feed-failed', url: resolution.url };
  return { status: 'options', input, options: resolution.options };
}
