// The words and filters of the search, shared by the search and map tabs and kept for the session, so the
// map shows what the list was showing and coming back finds the list as it was.
import { useSyncExternalStore } from 'react';
import { NO_FILTERS, type SearchFilters } from './search-filters';

export interface SearchState {
  text: string;
  filters: SearchFilters;
}

const KEY = 'search-state';
const EMPTY: SearchState = { text: '', filters: NO_FILTERS };

function read(): SearchState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SearchState> | null;
    if (saved && typeof saved.text === 'string' && saved.filters && typeof saved.filters === 'object')
      return { text: saved.text, filters: { ...NO_FILTERS, ...saved.filters } };
  } catch {
    /* a broken entry starts afresh */
  }
  return EMPTY;
}

let current: SearchState | null = null;
const listeners = new Set<() => void>();

function snapshot(): SearchState {
  return (current ??= read());
}

export function setSearchState(change: Partial<SearchState>): void {
  current = { ...snapshot(), ...change };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    /* private mode: kept in memory only */
  }
  listeners.forEach((l) => l());
}

/** Forgets the kept state (tests start from nothing). */
export function resetSearchState(): void {
  current = null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchState(): SearchState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
